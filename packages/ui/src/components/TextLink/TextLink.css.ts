import { style } from "@vanilla-extract/css"
import { focusRing } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  color: vars.color.link,
  textDecoration: "underline",
  textDecorationThickness: vars.borderWidth.thin,
  textUnderlineOffset: "0.2em",
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  selectors: {
    "&:hover": { color: vars.color.linkHover },
    "&:focus-visible": focusRing,
    '&[aria-disabled="true"]': {
      color: vars.color.textDisabled,
      cursor: "not-allowed",
      textDecorationStyle: "dotted",
    },
  },
})
