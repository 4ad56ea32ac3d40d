import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

/** Previous, the position and Next on one row, even on a phone: the position takes what is left. */
export const controls = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr auto",
  alignItems: "center",
  gap: vars.space.sm,
})

export const position = style({
  margin: 0,
  textAlign: "center",
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.body,
})
