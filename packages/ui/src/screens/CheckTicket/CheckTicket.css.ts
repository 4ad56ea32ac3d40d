import { style } from "@vanilla-extract/css"
import { displayType } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"
import { pageColumn, pageHeading } from "../pageStyles.ts"

export const root = style(pageColumn)
export const heading = style(pageHeading)

export const note = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.body })

export const ticket = style({ display: "flex", flexDirection: "column", gap: vars.space.lg })

export const ticketHeading = style({
  ...displayType,
  margin: 0,
  fontSize: vars.fontSize.title,
  color: vars.color.textHeading,
  overflowWrap: "anywhere",
})

export const code = style({ fontFamily: vars.font.numeric, color: vars.color.accentStrong })
