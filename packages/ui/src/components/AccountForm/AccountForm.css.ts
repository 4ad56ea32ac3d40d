import { style, styleVariants } from "@vanilla-extract/css"
import { wideScreen } from "../../theme/media.ts"
import { displayType } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
})

const headingBase = style({
  ...displayType,
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  margin: 0,
  paddingBottom: vars.space.md,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  color: vars.color.accentStrong,
})

export const heading = styleVariants({
  page: [headingBase, { fontSize: vars.fontSize.headline }],
  part: [headingBase, { fontSize: vars.fontSize.title }],
})

export const ornament = style({
  width: vars.space.md,
  height: vars.space.md,
  flexShrink: 0,
  transform: "rotate(45deg)",
  background: vars.color.accent,
  boxShadow: vars.shadow.glow,
})

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.body,
})

export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xl,
})

export const fields = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  "@media": {
    [wideScreen]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", columnGap: vars.space.xl },
  },
})

/** A field that takes the whole row on wide screens too (terms, a lone field). */
export const wide = style({
  gridColumn: "1 / -1",
})

export const actions = style({
  display: "flex",
  justifyContent: "flex-end",
})
