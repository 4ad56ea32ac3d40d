import { style } from "@vanilla-extract/css"
import { fieldLabelText, focusRing } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"
import { pageCard } from "../pageStyles.ts"

export const root = style({ ...pageCard })

export const choiceGroup = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
})

export const groupLabel = style(fieldLabelText)

export const choices = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xl,
  minHeight: vars.size.tapTarget,
  alignItems: "center",
})

/** A radio or check box with its label, one tap target high. */
export const choice = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: vars.size.tapTarget,
  color: vars.color.text,
  cursor: "pointer",
  lineHeight: vars.lineHeight.body,
})

const markBase = {
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  boxSizing: "border-box",
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  transitionProperty: "background, border-color",
  transitionDuration: vars.motion.feedback,
} as const

export const radioMark = style({
  ...markBase,
  borderRadius: vars.radius.pill,
  selectors: {
    [`${choice}[data-selected] &`]: {
      borderColor: vars.color.accent,
      background: vars.color.accent,
      boxShadow: `inset 0 0 0 ${vars.borderWidth.thick} ${vars.color.surfaceSunken}`,
    },
    [`${choice}[data-focus-visible] &`]: focusRing,
  },
})

export const checkMark = style({
  ...markBase,
  borderRadius: vars.radius.sm,
  selectors: {
    [`${choice}[data-selected] &`]: {
      borderColor: vars.color.accent,
      background: `linear-gradient(135deg, ${vars.color.accentStrong}, ${vars.color.accent})`,
    },
    [`${choice}[data-focus-visible] &`]: focusRing,
  },
})
