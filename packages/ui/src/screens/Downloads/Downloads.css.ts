import { style } from "@vanilla-extract/css"
import { displayType, focusRing } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"
import { pageColumn, pageHeading } from "../pageStyles.ts"

export const root = style(pageColumn)

export const heading = style(pageHeading)
export const subheading = style({ ...displayType, margin: 0, fontSize: vars.fontSize.title })
export const note = style({ margin: 0, color: vars.color.textMuted })
export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.md })

export const links = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))",
  gap: vars.space.md,
  listStyle: "none",
  margin: 0,
  padding: 0,
})

export const imageLink = style({
  display: "flex",
  flexDirection: "column",
  height: "100%",
  textDecoration: "none",
  borderRadius: vars.radius.md,
  overflow: "hidden",
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  transition: `box-shadow ${vars.motion.feedback}`,
  selectors: { "&:hover": { boxShadow: vars.shadow.glow }, "&:focus-visible": focusRing },
})

export const linkImage = style({ display: "block", width: "100%", height: "auto" })

/** The mirror's name and what it offers, under its picture, inside the same link. */
export const linkWords = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
})

export const linkName = style({
  ...displayType,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accentStrong,
  selectors: { [`${imageLink}:hover &`]: { textDecoration: "underline" } },
})

export const linkDescription = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small })

export const guides = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center" })

export const artPlate = style({ fill: vars.color.surfaceRaised })
export const artArrow = style({ fill: vars.color.accent })
