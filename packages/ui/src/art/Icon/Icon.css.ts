import { styleVariants } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

const base = {
  flexShrink: 0,
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.8,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const

export const size = styleVariants({
  regular: { ...base, width: vars.size.icon, height: vars.size.icon },
  large: { ...base, width: vars.size.iconLarge, height: vars.size.iconLarge },
})
