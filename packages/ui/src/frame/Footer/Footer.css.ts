import { style } from "@vanilla-extract/css"
import { narrowScreen } from "../../theme/media.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({
  marginTop: vars.space.xxxl,
  paddingBlock: vars.space.xl,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: `linear-gradient(180deg, transparent, ${vars.color.background} 40%)`,
  color: vars.color.textMuted,
})

/** The classic map draws its own box; on a phone the box is the footer's, around the grid. */
export const artMap = style({
  "@media": {
    [narrowScreen]: {
      paddingBlock: vars.space.lg,
      paddingInline: vars.space.md,
      borderRadius: vars.radius.lg,
      border: `${vars.borderWidth.thin} solid ${vars.color.accentSubtle}`,
      background: `radial-gradient(80% 140% at 50% 0%, ${vars.color.surfaceRaised}, ${vars.color.surfaceSunken})`,
      boxShadow: vars.shadow.insetHighlight,
    },
  },
})

export const copyright = style({
  margin: 0,
  marginTop: vars.space.md,
  textAlign: "center",
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
})

/** Four digits' room, so the line does not move when the year arrives with the JavaScript. */
export const year = style({
  display: "inline-block",
  minWidth: "4ch",
})
