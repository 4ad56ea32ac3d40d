import { globalStyle, style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

export const root = style({ display: "grid", gap: vars.space.lg, maxWidth: vars.size.form })

/** Wraps the code input, which shows what was typed in upper case (spec §5). */
export const code = style({})

globalStyle(`${code} input`, { textTransform: "uppercase" })

export const notes = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  display: "grid",
  gap: vars.space.xxs,
})
