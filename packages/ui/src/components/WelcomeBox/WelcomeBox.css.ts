import { style, styleVariants } from "@vanilla-extract/css"
import { displayType } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
})

export const player = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  margin: 0,
  ...displayType,
  fontSize: vars.fontSize.title,
  overflowWrap: "anywhere",
})

export const playerIcon = style({ color: vars.color.gold, display: "inline-flex" })

export const balances = style({
  display: "grid",
  gap: vars.space.sm,
  margin: 0,
})

export const balance = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
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

/** R-Coin reads in gold, Milleage in silver. */
export const currency = styleVariants({
  coin: { color: vars.color.gold, display: "inline-flex" },
  mileage: { color: vars.color.silver, display: "inline-flex" },
})

export const amount = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: "tabular-nums",
  color: vars.color.text,
})

export const links = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.sm,
})
