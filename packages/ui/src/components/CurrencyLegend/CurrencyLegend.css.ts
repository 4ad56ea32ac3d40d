import { style, styleVariants } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

export const root = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
})

export const lead = style({ fontWeight: vars.fontWeight.semibold })

export const entry = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  color: vars.color.text,
})

export const icon = styleVariants(
  { coin: vars.color.currency.coin, point: vars.color.currency.point },
  (color) => ({ display: "inline-flex", color }),
)
