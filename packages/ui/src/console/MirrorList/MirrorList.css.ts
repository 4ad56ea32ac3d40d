import { style } from "@vanilla-extract/css"
import { visuallyHidden } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 })

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
})

export const heading = style({ margin: 0, fontSize: vars.fontSize.title, color: vars.color.textHeading })

export const address = style({ overflowWrap: "anywhere", fontSize: vars.fontSize.small })

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs })

export const hidden = style(visuallyHidden)
