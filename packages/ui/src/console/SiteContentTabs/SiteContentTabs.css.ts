import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"
import { consolePageLink } from "../consoleStyles.ts"

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
})

export const tab = style(consolePageLink(vars.radius.pill, { background: vars.color.surfaceRaised }))
