import { style } from "@vanilla-extract/css"
import { focusRing, plainList } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const sizes = style({ ...plainList, display: "flex", flexWrap: "wrap", gap: vars.space.sm })

/** A size chip: large enough to tap, with the resolution in figures that line up. */
export const sizeLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.size.tapTarget,
  boxSizing: "border-box",
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.accent}`,
  color: vars.color.link,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.small,
  textDecoration: "none",
  transition: `background ${vars.motion.feedback}`,
  selectors: {
    "&:hover": { background: vars.color.surfaceHover, color: vars.color.linkHover },
    "&:focus-visible": focusRing,
  },
})
