import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"
import { consoleActions, consoleFormGrid, consoleSection, consoleSectionHeading } from "../consoleStyles.ts"

export const root = style(consoleSection)

export const heading = style(consoleSectionHeading)

export const actions = style(consoleActions)

export const voidForm = style({ ...consoleFormGrid, alignItems: "end" })

export const note = style({ display: "block", color: vars.color.textMuted, fontSize: vars.fontSize.small })

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small })
