import { style } from "@vanilla-extract/css"
import { displayType, focusRing } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
})

export const brand = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.md,
  borderRadius: vars.radius.md,
  textDecoration: "none",
  selectors: {
    "&:focus-visible": focusRing,
  },
})

export const siteName = style({
  ...displayType,
  fontSize: vars.fontSize.headline,
  color: vars.color.accentStrong,
  textShadow: vars.shadow.glow,
  selectors: {
    [`${brand}:hover &`]: { color: vars.color.linkHover },
  },
})
