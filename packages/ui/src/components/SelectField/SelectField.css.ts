import { style } from "@vanilla-extract/css"
import { focusRing } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const select = style({
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  fontFamily: vars.font.body,
  // The list's own colours, so the opened system picker stays readable on dark themes.
  colorScheme: "dark",
  selectors: {
    "&:hover": { borderColor: vars.color.accent },
    "&:focus-visible": { ...focusRing, borderColor: vars.color.accent },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    "&:disabled": { opacity: 0.7, cursor: "not-allowed" },
  },
})
