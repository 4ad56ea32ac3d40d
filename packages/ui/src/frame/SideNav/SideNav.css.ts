import { style } from "@vanilla-extract/css"
import { focusRing, plainList } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const list = style({
  ...plainList,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
})

export const link = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: "none",
  cursor: "pointer",
  transitionProperty: "background, color",
  transitionDuration: vars.motion.feedback,
  selectors: {
    "&:hover": { background: vars.color.surfaceHover, color: vars.color.accentStrong },
    "&:focus-visible": focusRing,
    '&[aria-current="page"]': {
      background: vars.color.surfaceHover,
      color: vars.color.accentStrong,
      fontWeight: vars.fontWeight.bold,
      boxShadow: `inset ${vars.borderWidth.focus} 0 0 ${vars.color.accent}`,
    },
  },
})

export const chevron = style({ color: vars.color.accent, display: "inline-flex" })
