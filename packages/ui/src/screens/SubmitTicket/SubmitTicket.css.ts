import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"
import { pageColumn, pageHeading } from "../pageStyles.ts"

export const root = style(pageColumn)
export const heading = style(pageHeading)

export const note = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.body })

export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  maxWidth: "40rem",
})

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md })

export const code = style({ fontFamily: vars.font.numeric, letterSpacing: vars.letterSpacing.display })
