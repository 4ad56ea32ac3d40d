import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"
import { pageCard, pageHeading } from "../pageStyles.ts"

export const root = style({
  ...pageCard,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxl,
  minHeight: vars.size.contentMinHeight,
})

export const heading = style(pageHeading)
