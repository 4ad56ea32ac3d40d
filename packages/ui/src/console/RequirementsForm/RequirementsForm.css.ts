import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

export const row = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))",
  gap: vars.space.md,
  margin: 0,
  padding: `${vars.space.sm} 0 0`,
  border: 0,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  minWidth: 0,
})

export const legend = style({
  padding: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textHeading,
})
