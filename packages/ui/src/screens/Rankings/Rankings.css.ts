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

/**
 * The search and the "Find my character" button side by side where they fit, stacked on a phone; the
 * player's characters, once asked for, take the whole width under them.
 */
export const finders = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))",
  alignItems: "end",
  gap: vars.space.md,
})

export const search = style({ minWidth: 0 })

export const findMine = style({ display: "flex", minWidth: 0 })

export const mineResults = style({
  gridColumn: "1 / -1",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  minWidth: 0,
})

export const mineHeading = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  color: vars.color.textHeading,
})

export const mineList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
})

export const mineItem = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
})

export const mineName = style({ fontWeight: vars.fontWeight.bold, color: vars.color.textHeading })

export const minePlace = style({ color: vars.color.textMuted })

/** Previous, the rows shown, Next: one line under the table. */
export const pages = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
})

export const shownRows = style({
  fontFamily: vars.font.numeric,
  color: vars.color.textMuted,
  whiteSpace: "nowrap",
})
