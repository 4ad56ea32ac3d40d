import { style } from "@vanilla-extract/css"
import { displayType } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const back = style({ margin: 0 })

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.lg })

export const heading = style({
  ...displayType,
  margin: 0,
  fontSize: vars.fontSize.title,
  color: vars.color.textHeading,
  overflowWrap: "anywhere",
})

export const code = style({ fontFamily: vars.font.numeric, color: vars.color.accentStrong })

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md })
