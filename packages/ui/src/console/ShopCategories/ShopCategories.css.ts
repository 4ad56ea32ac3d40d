import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

export const root = style({ display: "grid", gap: vars.space.md })

export const heading = style({ margin: 0, fontSize: vars.fontSize.title, color: vars.color.textHeading })

export const create = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 14rem), max-content))",
  alignItems: "end",
  gap: vars.space.md,
})

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs })

export const hidden = style({ color: vars.color.textMuted, fontStyle: "italic" })
