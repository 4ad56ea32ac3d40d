import { style, styleVariants } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

export const root = style({
  width: vars.size.iconLarge,
  height: vars.size.iconLarge,
  flex: "none",
  verticalAlign: "middle",
})

/** Each school's own colour from the theme, so a restyled site recolours its emblems too. */
export const tint = styleVariants({
  0: { color: vars.color.school.sacredGate },
  1: { color: vars.color.school.mysticPeak },
  2: { color: vars.color.school.phoenix },
})

export const field = style({ fill: vars.color.surfaceSunken, stroke: "currentColor", strokeWidth: 2 })
export const glyph = style({ fill: "currentColor" })
