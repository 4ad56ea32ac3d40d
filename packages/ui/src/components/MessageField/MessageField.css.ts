import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

export const message = style({
  paddingBlock: vars.space.sm,
  lineHeight: vars.lineHeight.body,
  resize: "vertical",
  width: "100%",
  boxSizing: "border-box",
})
