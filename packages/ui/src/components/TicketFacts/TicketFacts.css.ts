import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

export const root = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
  gap: vars.space.md,
})

export const fact = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs })

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  textTransform: "uppercase",
  letterSpacing: vars.letterSpacing.caps,
})

export const value = style({ margin: 0, overflowWrap: "anywhere" })
