import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"
import { pageCard, pageHeading } from "../pageStyles.ts"

export const lead = style({
  ...pageCard,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  gridColumn: "1 / -1",
})

export const heading = style(pageHeading)

export const note = style({ margin: 0, color: vars.color.textMuted })

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.lg,
})
