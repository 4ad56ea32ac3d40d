import { style } from "@vanilla-extract/css"
import { focusRing, plainList } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({ display: "flex", justifyContent: "center", paddingBlock: vars.space.lg })

export const list = style({
  ...plainList,
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  alignItems: "center",
  gap: vars.space.xs,
  fontVariantNumeric: "tabular-nums",
})

const cell = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: vars.size.tapTarget,
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.sm,
  boxSizing: "border-box",
  borderRadius: vars.radius.sm,
} as const

export const link = style({
  ...cell,
  color: vars.color.link,
  textDecoration: "none",
  outline: "none",
  transition: `background ${vars.motion.feedback}`,
  // Plain anchors (RouterLink), like the frame's links: the pager loads without react-aria's Link.
  selectors: {
    "&:hover": { background: vars.color.surfaceHover, color: vars.color.linkHover },
    "&:focus-visible": focusRing,
  },
})

/** Spec §2: the current page is shown in red. */
export const current = style({
  ...cell,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
  border: `${vars.borderWidth.thin} solid ${vars.color.danger}`,
})

export const inactive = style({ ...cell, color: vars.color.textDisabled })

export const ellipsis = style({ ...cell, minWidth: "auto", color: vars.color.textMuted })
