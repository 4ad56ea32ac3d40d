import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"
import { consoleActions, consoleFormGrid, consoleSection, consoleSectionHeading } from "../consoleStyles.ts"

export const root = style(consoleSection)

export const heading = style(consoleSectionHeading)

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md })

export const fields = style(consoleFormGrid)

export const actions = style(consoleActions)

export const intro = style({ margin: 0, color: vars.color.textMuted })
