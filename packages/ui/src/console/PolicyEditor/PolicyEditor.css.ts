import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"
import { consolePageLink } from "../consoleStyles.ts"

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 })

export const pages = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
})

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs })

export const pageLink = style(consolePageLink(vars.radius.sm))

export const state = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted })
