import { style } from "@vanilla-extract/css"
import { focusRing, plainList } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({ overflowX: "auto" })

export const list = style({
  ...plainList,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  borderBottom: `${vars.borderWidth.thick} solid ${vars.color.border}`,
})

export const tab = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.lg,
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
  textDecoration: "none",
  outline: "none",
  fontWeight: vars.fontWeight.semibold,
  selectors: {
    "&[data-hovered]": { color: vars.color.text, background: vars.color.surfaceHover },
    "&[data-focus-visible]": focusRing,
    '&[aria-current="page"]': { color: vars.color.onGold, background: vars.color.gold },
  },
})
