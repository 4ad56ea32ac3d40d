import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

export const change = style({
  margin: 0,
  maxWidth: "28rem",
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
})
