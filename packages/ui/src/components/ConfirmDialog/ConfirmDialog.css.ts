import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: vars.space.md,
})
