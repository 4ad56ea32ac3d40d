import { style } from "@vanilla-extract/css"
import { plainList } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const greeting = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.accentStrong,
})

export const steps = style({
  ...plainList,
  display: "grid",
  gap: vars.space.md,
})

/** A next step's button with its one line under it. */
export const step = style({
  display: "grid",
  gap: vars.space.xs,
})

export const detail = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
})
