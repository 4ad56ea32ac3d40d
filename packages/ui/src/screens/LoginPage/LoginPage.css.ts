import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"
import { pageCard, pageHeading } from "../pageStyles.ts"

export const root = style({
  ...pageCard,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  width: "100%",
  maxWidth: vars.size.form,
  borderColor: vars.color.accentSubtle,
})

export const header = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.sm,
})

export const heading = style({ ...pageHeading })

export const links = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space.sm,
})
