import { style, styleVariants } from "@vanilla-extract/css"
import { focusRing, visuallyHidden } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

/** Fixed, for guests too: the session fills it in after the JavaScript without moving anything. */
export const root = style({
  flexShrink: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "flex-end",
  gap: vars.space.xs,
  width: "9.5rem",
  height: vars.size.tapTarget,
})

export const balances = style({
  flex: "1 1 auto",
  minWidth: 0,
  display: "grid",
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.tight,
})

export const balance = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "flex-end",
  gap: vars.space.xxs,
  minWidth: 0,
})

export const currency = styleVariants({
  coin: { display: "inline-flex", color: vars.color.currency.coin },
  point: { display: "inline-flex", color: vars.color.currency.point },
})

export const name = style(visuallyHidden)

export const amount = style({
  margin: 0,
  minWidth: 0,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  fontVariantNumeric: "tabular-nums",
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
})

export const cart = style({
  position: "relative",
  flexShrink: 0,
  display: "grid",
  placeItems: "center",
  width: vars.size.tapTarget,
  height: vars.size.tapTarget,
  borderRadius: vars.radius.md,
  color: vars.color.accentStrong,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.surfaceHover },
    "&:focus-visible": focusRing,
  },
})

export const badge = style({
  position: "absolute",
  insetBlockStart: 0,
  insetInlineEnd: 0,
  minWidth: "1.25rem",
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  lineHeight: "1.25rem",
  textAlign: "center",
})
