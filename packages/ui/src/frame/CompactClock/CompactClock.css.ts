import { globalStyle, style } from "@vanilla-extract/css"
import { displayType, visuallyHidden } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({
  margin: 0,
  flexShrink: 0,
  whiteSpace: "nowrap",
  color: vars.color.text,
})

// Before the browser takes over a server-rendered page: the box is laid out, its sample time unseen.
globalStyle(`${root}[data-pending] *`, { visibility: "hidden" })

export const label = style(visuallyHidden)

export const time = style({
  ...displayType,
  fontSize: vars.fontSize.large,
  color: vars.color.accentStrong,
  fontVariantNumeric: "tabular-nums lining-nums",
})

export const meridiem = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: 0,
  color: vars.color.textMuted,
})
