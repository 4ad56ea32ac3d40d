import { globalStyle, style } from "@vanilla-extract/css"
import { panelSurface } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({
  ...panelSurface,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  padding: vars.space.lg,
  minWidth: 0,
})

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.title,
  color: vars.color.textHeading,
})

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm })

export const switchRow = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  // A finger's width on a phone.
  minHeight: "44px",
  cursor: "pointer",
})

/** A switch with a line saying what it does, the line under the switch's label. */
export const switchField = style({ display: "flex", flexDirection: "column" })

export const switchDescription = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
})

export const switchBox = style({
  width: vars.size.icon,
  height: vars.size.icon,
  accentColor: vars.color.accent,
})

export const textArea = style({ display: "contents" })

// The field's shared box is one line high; a text area grows with what it holds.
globalStyle(`${textArea} textarea`, {
  height: "auto",
  minHeight: "6rem",
  paddingTop: vars.space.sm,
  paddingBottom: vars.space.sm,
  lineHeight: vars.lineHeight.body,
  resize: "vertical",
  fontFamily: vars.font.body,
})
