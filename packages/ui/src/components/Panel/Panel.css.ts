import { style } from "@vanilla-extract/css"
import { displayType, panelSurface } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({
  ...panelSurface,
  overflow: "hidden",
})

export const titleBar = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  margin: 0,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: `linear-gradient(90deg, ${vars.color.surfaceHover}, transparent)`,
  ...displayType,
  fontSize: vars.fontSize.large,
})

export const ornament = style({
  width: vars.space.sm,
  height: vars.space.sm,
  flexShrink: 0,
  transform: "rotate(45deg)",
  background: vars.color.accent,
  boxShadow: vars.shadow.glow,
})

export const body = style({
  padding: vars.space.lg,
})
