import { styleVariants } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

const sides = { card: vars.size.itemImage, tooltip: vars.size.tooltipImage, thumbnail: vars.size.emblem }

const box = (side: string) => ({
  width: side,
  height: side,
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  boxSizing: "border-box" as const,
})

export const picture = styleVariants(sides, (side) => ({
  ...box(side),
  objectFit: "contain",
  display: "block",
}))

export const fallback = styleVariants(sides, (side) => ({
  ...box(side),
  display: "inline-grid",
  placeItems: "center",
  color: vars.color.accent,
  background: vars.color.surfaceSunken,
  border: `${vars.borderWidth.thin} dashed ${vars.color.border}`,
}))
