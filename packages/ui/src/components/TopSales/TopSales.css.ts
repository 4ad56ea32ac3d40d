import { style } from "@vanilla-extract/css"
import { focusRing } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({ display: "grid", gap: vars.space.md })

export const links = style({ display: "grid", gap: vars.space.xs })

export const link = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: vars.size.tapTarget,
  color: vars.color.link,
  textDecoration: "none",
  outline: "none",
  selectors: { "&:hover": { color: vars.color.linkHover }, "&:focus-visible": focusRing },
})

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: "grid",
  gap: vars.space.xs,
  fontVariantNumeric: "tabular-nums",
})

export const item = style({ color: vars.color.text })

export const note = style({ margin: 0, color: vars.color.textMuted })
