import { style, styleVariants } from "@vanilla-extract/css"
import { focusRing, visuallyHidden } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
})

// The user ID keeps the body face: the display face has no lowercase, and IDs are case-sensitive.
export const player = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textHeading,
  overflowWrap: "anywhere",
})

export const playerIcon = style({ color: vars.color.accent, display: "inline-flex" })

export const balances = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.sm,
  margin: 0,
})

export const balance = style({
  boxSizing: "border-box",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
})

export const balanceName = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  color: vars.color.textMuted,
})

/** R-Coin and Milleage each read in their currency colour (gold and silver by default). */
export const currency = styleVariants({
  coin: { color: vars.color.currency.coin, display: "inline-flex" },
  mileage: { color: vars.color.currency.point, display: "inline-flex" },
})

export const amount = style({
  marginBlock: 0,
  marginInlineEnd: 0,
  // When a large balance wraps under its name it stays on the right.
  marginInlineStart: "auto",
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: "tabular-nums",
  color: vars.color.text,
})

export const links = style({
  display: "grid",
  // Side by side where there is room (phones), one under the other in the narrow sidebar.
  gridTemplateColumns: "repeat(auto-fit, minmax(8.5rem, 1fr))",
  gap: vars.space.xs,
})

export const accountLink = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.link,
  fontWeight: vars.fontWeight.bold,
  textDecoration: "none",
  cursor: "pointer",
  transitionProperty: "background, color",
  transitionDuration: vars.motion.feedback,
  selectors: {
    "&:hover": { background: vars.color.surfaceHover, color: vars.color.linkHover },
    "&:focus-visible": focusRing,
  },
})

/** The count of unread answers beside Mailbox: a gold pill the eye finds at once. */
export const unread = style({
  minWidth: vars.size.icon,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.small,
  textAlign: "center",
})

/** The same count in words, for screen readers. */
export const unreadText = style(visuallyHidden)
