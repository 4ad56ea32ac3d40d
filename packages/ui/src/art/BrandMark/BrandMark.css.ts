import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

export const root = style({
  display: "block",
  width: vars.size.emblem,
  height: vars.size.emblem,
  flexShrink: 0,
  filter: `drop-shadow(0 0 ${vars.space.sm} ${vars.color.accentSubtle})`,
})

export const shield = style({ fill: vars.color.surfaceRaised, stroke: vars.color.accent, strokeWidth: 2.5 })
export const innerShield = style({ fill: "none", stroke: vars.color.accentSubtle, strokeWidth: 1 })
export const arch = style({
  fill: vars.color.scene.skyMiddle,
  stroke: vars.color.accentStrong,
  strokeWidth: 2.2,
})
export const portcullis = style({ fill: "none", stroke: vars.color.accent, strokeWidth: 1.4 })
export const glow = style({ fill: vars.color.scene.lamplight, opacity: 0.85 })
export const moon = style({ fill: vars.color.scene.luminary })
export const star = style({ fill: vars.color.accentStrong })
