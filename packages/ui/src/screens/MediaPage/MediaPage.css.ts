import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"
import { pageColumn, pageHeading } from "../pageStyles.ts"

export const root = style(pageColumn)

export const header = style({ display: "flex", flexDirection: "column", gap: vars.space.sm })
export const heading = style(pageHeading)
export const intro = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.body })
