import { style } from "@vanilla-extract/css"
import { tabFace, tabStrip } from "../../theme/styleFragments.ts"
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

export const resetNote = style({ margin: 0, color: vars.color.textMuted })

export const tabList = style(tabStrip)

export const tab = style({ ...tabFace("&[data-selected]"), cursor: "pointer" })

export const panel = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, outline: "none" })

export const filters = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
  gap: vars.space.md,
})

/** The season choice keeps a field's width on wide screens instead of stretching across the card. */
export const seasonPicker = style({ width: "100%", maxWidth: vars.size.form })
