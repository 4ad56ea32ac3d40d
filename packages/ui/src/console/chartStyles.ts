import type { StyleRule } from "@vanilla-extract/css"
import { focusRing } from "../theme/styleFragments.ts"
import { vars } from "../theme/vars.css.ts"

/**
 * Style pieces the console's bar charts (revenue, votes) share, as plain objects each chart's own
 * styles make classes of: the drawings side by side where they fit, each at a fixed height, its axis
 * labels, and the disclosure that shows the figures as a table.
 */

/** The drawings side by side where they fit, stacked on a phone. */
export const chartGrid: StyleRule = {
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(16rem, 1fr))",
  gap: vars.space.lg,
}

export const chartSeries: StyleRule = {
  margin: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
}

export const chartSeriesTitle: StyleRule = { color: vars.color.textMuted }

/** A fixed height whatever the width, so nothing moves when the figures arrive. */
export const chartDrawing: StyleRule = {
  display: "block",
  width: "100%",
  height: "8rem",
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
}

export const chartBaseline: StyleRule = {
  stroke: vars.color.borderStrong,
  strokeWidth: vars.borderWidth.thin,
  // The drawing stretches to its box; its line stays a line.
  vectorEffect: "non-scaling-stroke",
}

export const chartAxis: StyleRule = {
  display: "flex",
  justifyContent: "space-between",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
}

export const chartDetails: StyleRule = { display: "flex", flexDirection: "column", gap: vars.space.sm }

export const chartSummary: StyleRule = {
  cursor: "pointer",
  color: vars.color.link,
  // A finger's height on a phone, the disclosure's own marker kept.
  display: "list-item",
  paddingBlock: vars.space.md,
  selectors: { "&:focus-visible": focusRing },
}
