import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

export const links = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space.sm,
  marginTop: vars.space.md,
})
