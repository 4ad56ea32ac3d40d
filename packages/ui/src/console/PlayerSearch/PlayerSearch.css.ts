import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

// The button sits beside the field where there is room and under it on a phone.
export const search = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space.md,
  marginBottom: vars.space.lg,
})

export const field = style({ flex: "1 1 16rem", maxWidth: "28rem" })
