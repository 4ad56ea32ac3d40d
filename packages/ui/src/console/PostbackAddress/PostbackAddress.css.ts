import { globalStyle, style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"
import { consoleActions } from "../consoleStyles.ts"

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: 0 })

export const field = style({ minWidth: 0 })

// A long address reads character by character in the numeric face, and never pushes the page sideways.
globalStyle(`${field} input`, { width: "100%", boxSizing: "border-box", fontFamily: vars.font.numeric })

export const actions = style(consoleActions)

export const status = style({ color: vars.color.textMuted })
