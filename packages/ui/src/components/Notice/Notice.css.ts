import { style, styleVariants } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

const base = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  margin: 0,
  lineHeight: vars.lineHeight.body,
  // Server messages arrive with one problem a line.
  whiteSpace: "pre-line",
})

const boxed = style([
  base,
  {
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `${vars.borderWidth.thin} solid`,
    background: vars.color.surfaceSunken,
  },
])

export const tone = styleVariants({
  info: [boxed, { borderColor: vars.color.accentSubtle, color: vars.color.accentStrong }],
  success: [boxed, { borderColor: vars.color.success, color: vars.color.success }],
  danger: [
    boxed,
    { borderColor: vars.color.danger, background: vars.color.dangerSurface, color: vars.color.danger },
  ],
  // A calm line in the space a list will take while it loads, or when it has nothing to show.
  empty: [base, { justifyContent: "center", padding: vars.space.xl, color: vars.color.textMuted }],
})
