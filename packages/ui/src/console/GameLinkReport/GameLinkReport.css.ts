import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"
import { consoleActions, consoleSection, consoleSectionHeading } from "../consoleStyles.ts"

export const root = style({ display: "grid", gap: vars.space.lg })

export const section = style(consoleSection)

export const sectionHeading = style(consoleSectionHeading)

export const lead = style({ margin: 0, color: vars.color.textMuted })

export const setting = style({ fontFamily: vars.font.numeric })

export const actions = style(consoleActions)

export const confirmNote = style({ margin: 0, color: vars.color.textMuted })
