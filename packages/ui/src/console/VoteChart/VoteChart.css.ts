import { style } from "@vanilla-extract/css"
import { focusRing } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"
import { consoleSection, consoleSectionHeading } from "../consoleStyles.ts"

export const root = style(consoleSection)

export const heading = style(consoleSectionHeading)

export const legend = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: "none",
  color: vars.color.textMuted,
})

export const legendEntry = style({ display: "inline-flex", alignItems: "center", gap: vars.space.sm })

export const swatch = style({ width: vars.size.icon, height: vars.size.icon, flexShrink: 0 })

/** One toplist per drawing, side by side where they fit, stacked on a phone. */
export const charts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(16rem, 1fr))",
  gap: vars.space.lg,
})

export const series = style({ margin: 0, display: "flex", flexDirection: "column", gap: vars.space.xs })

export const seriesTitle = style({ color: vars.color.textMuted })

export const siteName = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold })

/** A fixed height whatever the width, so nothing moves when the figures arrive. */
export const drawing = style({
  display: "block",
  width: "100%",
  height: "8rem",
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
})

export const baseline = style({
  stroke: vars.color.borderStrong,
  strokeWidth: vars.borderWidth.thin,
  // The drawing stretches to its box; its line stays a line.
  vectorEffect: "non-scaling-stroke",
})

export const counted = style({ fill: vars.color.accent })

/** Refused postbacks: stripes inside an outline, told apart from votes without their colour. */
export const refused = style({
  stroke: vars.color.danger,
  strokeWidth: vars.borderWidth.thin,
  vectorEffect: "non-scaling-stroke",
})

export const hatchGround = style({ fill: vars.color.surfaceSunken })

export const hatchLine = style({ stroke: vars.color.danger, strokeWidth: 2 })

export const axis = style({
  display: "flex",
  justifyContent: "space-between",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
})

export const details = style({ display: "flex", flexDirection: "column", gap: vars.space.sm })

export const summary = style({
  cursor: "pointer",
  color: vars.color.link,
  // A finger's height on a phone, the disclosure's own marker kept.
  display: "list-item",
  paddingBlock: vars.space.md,
  selectors: { "&:focus-visible": focusRing },
})
