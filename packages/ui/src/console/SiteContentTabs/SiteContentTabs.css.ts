import { style } from "@vanilla-extract/css"
import { focusRing } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
})

export const tab = style({
  display: "inline-flex",
  alignItems: "center",
  // A finger's width on a phone.
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  color: vars.color.link,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.surfaceHover, color: vars.color.linkHover },
    "&:focus-visible": focusRing,
    '&[aria-current="page"]': {
      background: vars.color.surfaceRaised,
      borderColor: vars.color.accent,
      color: vars.color.textHeading,
      fontWeight: vars.fontWeight.semibold,
    },
  },
})
