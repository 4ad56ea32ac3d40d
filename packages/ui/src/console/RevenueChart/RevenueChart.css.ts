import { style, styleVariants } from "@vanilla-extract/css"
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

export const total = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold })

export const bar = styleVariants({
  pesos: { fill: vars.color.currency.coin },
  count: { fill: vars.color.currency.point },
})

export const charts = style(chartGrid)
export const series = style(chartSeries)
export const seriesTitle = style(chartSeriesTitle)
export const drawing = style(chartDrawing)
export const baseline = style(chartBaseline)
export const axis = style(chartAxis)
export const details = style(chartDetails)
export const summary = style(chartSummary)
