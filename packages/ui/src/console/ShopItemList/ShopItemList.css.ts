import { style } from "@vanilla-extract/css"
import { visuallyHidden as hiddenText } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({ display: "grid", gap: vars.space.md })

export const top = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.md,
})

export const heading = style({ margin: 0, fontSize: vars.fontSize.title, color: vars.color.textHeading })

export const count = style({ margin: 0, color: vars.color.textMuted })

export const name = style({ display: "grid", gap: vars.space.xxs })

export const number = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  fontWeight: "normal",
})

export const offSale = style({ color: vars.color.danger })

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm })

export const visuallyHidden = style(hiddenText)
