import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"
import { pageColumn, pageHeading } from "../pageStyles.ts"

export const root = style({ ...pageColumn, gap: vars.space.lg })

export const heading = style({ ...pageHeading })

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.md, maxWidth: "42rem" })

export const paragraph = style({
  margin: 0,
  // The staff's single line breaks are kept (a list of rules, an address).
  whiteSpace: "pre-line",
  lineHeight: vars.lineHeight.body,
  overflowWrap: "anywhere",
})

export const updated = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted })
