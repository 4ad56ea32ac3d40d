import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"
import { consoleSection, consoleToolbar } from "../consoleStyles.ts"

export const root = style(consoleSection)

export const toolbar = style(consoleToolbar)

export const heading = style({ margin: 0, fontSize: vars.fontSize.title, color: vars.color.textHeading })

/** A long web address breaks anywhere rather than widening the table. */
export const address = style({ overflowWrap: "anywhere", fontSize: vars.fontSize.small })
