import { style } from "@vanilla-extract/css"
import { consoleSection, consoleSectionHeading } from "../consoleStyles.ts"

export const root = style(consoleSection)

export const heading = style(consoleSectionHeading)
