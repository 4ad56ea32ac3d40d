import { style, styleVariants } from "@vanilla-extract/css"
import { visuallyHidden } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const line = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  columnGap: vars.space.sm,
  margin: 0,
})

export const label = style(visuallyHidden)

const stateBase = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.semibold,
})

export const state = styleVariants({
  up: [stateBase, { color: vars.color.success }],
  down: [stateBase, { color: vars.color.danger }],
})

export const dot = style({
  inlineSize: "0.625rem",
  blockSize: "0.625rem",
  borderRadius: "50%",
  background: "currentColor",
})

export const detail = style({ color: vars.color.textMuted })
