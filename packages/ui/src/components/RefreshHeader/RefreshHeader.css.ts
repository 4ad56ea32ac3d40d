import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

export const root = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
})
