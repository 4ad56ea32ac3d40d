import { style } from "@vanilla-extract/css"
import { panelSurface } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"
import { consoleSection, consoleSectionHeading } from "../consoleStyles.ts"

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.xl })

export const section = style(consoleSection)

export const heading = style(consoleSectionHeading)

const grid = {
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
} as const

export const counts = style(grid)

export const countCard = style({
  ...panelSurface,
  padding: vars.space.md,
  // A count with something waiting stands out; a zero stays quiet.
  selectors: { '&[data-waiting="true"]': { borderColor: vars.color.accent } },
})

export const count = style({
  display: "block",
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.headline,
  color: vars.color.textHeading,
})

export const pages = style(grid)

export const card = style({
  ...panelSurface,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.lg,
})

export const summary = style({ margin: 0, color: vars.color.textMuted })
