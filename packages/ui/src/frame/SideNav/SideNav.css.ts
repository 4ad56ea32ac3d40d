import { style } from "@vanilla-extract/css"
import { narrowScreen, reducedMotion, wideScreen } from "../../theme/media.ts"
import { focusRing, plainList } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

/** The row that unfolds the list on a phone; the classic frame always shows the list. */
export const fold = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  width: "100%",
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surfaceHover,
  color: vars.color.accentStrong,
  font: "inherit",
  fontWeight: vars.fontWeight.bold,
  cursor: "pointer",
  selectors: {
    "&:focus-visible": focusRing,
  },
  "@media": {
    [wideScreen]: { display: "none" },
  },
})

export const nav = style({
  "@media": {
    [narrowScreen]: {
      marginTop: vars.space.sm,
      selectors: { "&[data-folded]": { display: "none" } },
    },
  },
})

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

export const chevron = style({
  color: vars.color.accent,
  display: "inline-flex",
  transitionProperty: "transform",
  transitionDuration: vars.motion.feedback,
  selectors: { "&[data-unfolded]": { transform: "rotate(90deg)" } },
  "@media": {
    [reducedMotion]: { transition: "none" },
  },
})
