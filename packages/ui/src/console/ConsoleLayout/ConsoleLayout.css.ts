import { style } from "@vanilla-extract/css"
import { pageColumn, pageHeading } from "../../screens/pageStyles.ts"
import { focusRing } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({ ...pageColumn, gap: vars.space.lg })

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.sm,
})

export const heading = style({ ...pageHeading })

export const role = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small })

export const navList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  paddingBottom: vars.space.sm,
})

export const navLink = style({
  display: "inline-flex",
  alignItems: "center",
  // A finger's width on a phone.
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.link,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.surfaceHover, color: vars.color.linkHover },
    "&:focus-visible": focusRing,
    '&[aria-current="page"]': {
      background: vars.color.accent,
      color: vars.color.onAccent,
      fontWeight: vars.fontWeight.semibold,
    },
  },
})

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 })
