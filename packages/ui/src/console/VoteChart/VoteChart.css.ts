import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"
import {
  chartAxis,
  chartBaseline,
  chartDetails,
  chartDrawing,
  chartGrid,
  chartSeries,
  chartSeriesTitle,
  chartSummary,
} from "../chartStyles.ts"
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

export const siteName = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold })

export const counted = style({ fill: vars.color.accent })

/** Refused postbacks: stripes inside an outline, told apart from votes without their colour. */
export const refused = style({
  stroke: vars.color.danger,
  strokeWidth: vars.borderWidth.thin,
  vectorEffect: "non-scaling-stroke",
})

export const hatchGround = style({ fill: vars.color.surfaceSunken })

export const hatchLine = style({ stroke: vars.color.danger, strokeWidth: 2 })

export const charts = style(chartGrid)
export const series = style(chartSeries)
export const seriesTitle = style(chartSeriesTitle)
export const drawing = style(chartDrawing)
export const baseline = style(chartBaseline)
export const axis = style(chartAxis)
export const details = style(chartDetails)
export const summary = style(chartSummary)
