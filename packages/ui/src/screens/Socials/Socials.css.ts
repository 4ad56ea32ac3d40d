import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

export const icon = style({
  flexShrink: 0,
  width: vars.size.emblem,
  height: vars.size.emblem,
  padding: vars.space.xs,
  boxSizing: "border-box",
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.accentSubtle}`,
  fill: vars.color.accent,
})

/** The parts of a glyph cut out of it: drawn in the badge's own colour. */
export const glyphCut = style({ fill: vars.color.surfaceRaised })
