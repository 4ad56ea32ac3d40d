import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"
import { consoleFormGrid, consoleSection, consoleSectionHeading } from "../consoleStyles.ts"

export const root = style(consoleSection)

export const heading = style(consoleSectionHeading)

export const form = style({ ...consoleFormGrid, alignItems: "end" })

export const inactive = style({ color: vars.color.textMuted })
