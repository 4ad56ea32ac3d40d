import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

export const root = style({
  width: vars.size.iconLarge,
  height: vars.size.iconLarge,
  flex: "none",
  verticalAlign: "middle",
  color: vars.color.accentStrong,
})

export const badge = style({
  fill: vars.color.surfaceSunken,
  stroke: vars.color.borderStrong,
  strokeWidth: 1.5,
})

export const glyph = style({
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
})
