import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"
import { pageCard, pageHeading } from "../pageStyles.ts"

export const root = style({
  ...pageCard,
  minHeight: vars.size.contentMinHeight,
})

export const heading = style({
  ...pageHeading,
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  paddingBottom: vars.space.md,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
})

export const ornament = style({
  width: vars.space.md,
  height: vars.space.md,
  flexShrink: 0,
  transform: "rotate(45deg)",
  background: vars.color.accent,
  boxShadow: vars.shadow.glow,
})
