import { style, styleVariants } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

export const root = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  fontFamily: vars.font.numeric,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: "nowrap",
})

export const icon = styleVariants(
  { coin: vars.color.currency.coin, point: vars.color.currency.point },
  (color) => ({
    display: "inline-flex",
    color,
  }),
)

/** The currency's name written out after the amount, in the body weight so the number leads. */
export const name = style({ fontFamily: vars.font.body, fontWeight: vars.fontWeight.regular })
