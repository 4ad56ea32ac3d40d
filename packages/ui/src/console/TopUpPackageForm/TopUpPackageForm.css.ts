import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"
import { consoleActions, consoleFormGrid } from "../consoleStyles.ts"

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
})

export const heading = style({ margin: 0, fontSize: vars.fontSize.large })

export const fields = style(consoleFormGrid)

export const actions = style(consoleActions)
