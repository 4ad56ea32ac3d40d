import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"
import { pageCard, ruledPageHeading } from "../pageStyles.ts"

export const root = style({
  ...pageCard,
  minHeight: vars.size.contentMinHeight,
})

export const heading = style(ruledPageHeading)

export const ornament = style({
  width: vars.space.md,
  height: vars.space.md,
  flexShrink: 0,
  transform: "rotate(45deg)",
  background: vars.color.accent,
  boxShadow: vars.shadow.glow,
})
