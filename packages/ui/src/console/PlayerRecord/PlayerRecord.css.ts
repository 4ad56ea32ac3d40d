import { style } from "@vanilla-extract/css"
import { panelSurface } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({ display: "grid", gap: vars.space.lg })

export const back = style({ margin: 0 })

export const part = style({
  ...panelSurface,
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.lg,
  minWidth: 0,
})

export const partHeading = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.title,
  color: vars.color.textHeading,
  overflowWrap: "anywhere",
})

export const facts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))",
  gap: vars.space.md,
  margin: 0,
})

export const balances = style([facts, { gridTemplateColumns: "repeat(auto-fit, minmax(10rem, 1fr))" }])

export const fact = style({ display: "grid", gap: vars.space.xxs, minWidth: 0 })

export const factName = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  textTransform: "uppercase",
  letterSpacing: vars.letterSpacing.caps,
})

export const factValue = style({ margin: 0, overflowWrap: "anywhere" })

export const actionForm = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
  alignItems: "start",
  gap: vars.space.md,
})

export const actionButtons = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignSelf: "end",
})

export const confirmNote = style({ margin: 0, color: vars.color.textMuted })

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small })
