import { style } from "@vanilla-extract/css"
import { focusRing } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 })

export const pages = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
})

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs })

export const pageLink = style({
  display: "inline-flex",
  alignItems: "center",
  // A finger's width on a phone.
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  color: vars.color.link,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.surfaceHover, color: vars.color.linkHover },
    "&:focus-visible": focusRing,
    '&[aria-current="page"]': {
      borderColor: vars.color.accent,
      color: vars.color.textHeading,
      fontWeight: vars.fontWeight.semibold,
    },
  },
})

export const state = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted })
