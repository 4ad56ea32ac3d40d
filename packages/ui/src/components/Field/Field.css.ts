import { style } from "@vanilla-extract/css"
import { fieldLabelText, focusRing } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
})

export const label = style(fieldLabelText)

/** The box every control of a form is drawn in: an input, a select. */
export const control = style({
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  // 16 px or more keeps phones from zooming into the field.
  fontSize: vars.fontSize.body,
  fontFamily: vars.font.body,
  transitionProperty: "border-color, box-shadow",
  transitionDuration: vars.motion.feedback,
  selectors: {
    "&:hover": { borderColor: vars.color.accent },
    "&:focus-visible, &:focus": { ...focusRing, borderColor: vars.color.accent },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    "&:disabled": { opacity: 0.7, cursor: "not-allowed" },
  },
})

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
})

export const error = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  color: vars.color.danger,
  fontSize: vars.fontSize.body,
})
