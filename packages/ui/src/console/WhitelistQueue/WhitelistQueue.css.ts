import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

export const decisions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
})
