import { globalStyle, style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"
import { pageCard, pageHeading } from "../pageStyles.ts"

export const root = style({
  ...pageCard,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  minHeight: vars.size.contentMinHeight,
})

export const heading = style(pageHeading)

export const meta = style({ margin: 0, color: vars.color.textMuted })

// A column flex item stretches to the column's width by default: the picture keeps its own size
// (never larger than it was drawn), shrinking only to fit a narrow phone.
export const thumbnail = style({
  display: "block",
  alignSelf: "flex-start",
  maxWidth: "100%",
  height: "auto",
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
})

export const body = style({ lineHeight: vars.lineHeight.body, overflowWrap: "anywhere" })
globalStyle(`${body} img`, { maxWidth: "100%", height: "auto" })
globalStyle(`${body} a`, { color: vars.color.link })
