import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"
import { consoleSection, consoleSectionHeading, consoleToolbar } from "../consoleStyles.ts"

export const root = style(consoleSection)

export const toolbar = style(consoleToolbar)

export const heading = style(consoleSectionHeading)

export const intro = style({ margin: 0, color: vars.color.textMuted })
