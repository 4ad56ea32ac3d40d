import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
})

export const serverError = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  whiteSpace: "pre-line",
})
