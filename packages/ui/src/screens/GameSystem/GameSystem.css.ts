import { style } from "@vanilla-extract/css"
import { displayType, plainList } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"
import { pageColumn, pageHeading } from "../pageStyles.ts"

export const root = style({ ...pageColumn, gap: vars.space.xxl })

export const header = style({ display: "flex", flexDirection: "column", gap: vars.space.sm })
export const heading = style(pageHeading)
export const intro = style({ margin: 0, fontSize: vars.fontSize.large, color: vars.color.textMuted })

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.md })
export const subheading = style({ ...displayType, margin: 0, fontSize: vars.fontSize.title })
export const paragraph = style({ margin: 0 })

/** The school list beside the war picture; the picture drops under the list on a phone. */
export const schoolsLayout = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.lg,
  alignItems: "center",
})

export const schoolList = style({
  ...plainList,
  flex: "1 1 18rem",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
})

export const school = style({ display: "flex", gap: vars.space.md, alignItems: "center" })
export const schoolName = style({ fontWeight: vars.fontWeight.bold, color: vars.color.textHeading })

export const warArt = style({ flex: "0 1 15rem", width: "100%", maxWidth: "15rem", height: "auto" })
export const artGround = style({ fill: vars.color.surfaceSunken, stroke: vars.color.border, strokeWidth: 2 })
export const artTower = style({ fill: vars.color.accentStrong })
export const artArrow = style({
  fill: "none",
  stroke: vars.color.accent,
  strokeWidth: 3,
  strokeLinecap: "round",
  strokeLinejoin: "round",
})
export const artSacredGate = style({ fill: vars.color.school.sacredGate })
export const artMysticPeak = style({ fill: vars.color.school.mysticPeak })
export const artPhoenix = style({ fill: vars.color.school.phoenix })

export const links = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center" })
