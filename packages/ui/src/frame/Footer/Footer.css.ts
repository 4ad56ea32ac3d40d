import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

export const root = style({
  marginTop: vars.space.xxxl,
  paddingBlock: vars.space.xl,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: `linear-gradient(180deg, transparent, ${vars.color.background} 40%)`,
  color: vars.color.textMuted,
})

export const artMap = style({
  position: "relative",
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.accentSubtle}`,
  background: `radial-gradient(80% 140% at 50% 0%, ${vars.color.surfaceRaised}, ${vars.color.surfaceSunken})`,
  boxShadow: vars.shadow.insetHighlight,
})

export const copyright = style({
  margin: 0,
  marginTop: vars.space.xl,
  textAlign: "center",
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
})

/** Four digits' room, so the line does not move when the year arrives with the JavaScript. */
export const year = style({
  display: "inline-block",
  minWidth: "4ch",
})
