import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  textAlign: "start",
})

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: vars.space.md,
})
