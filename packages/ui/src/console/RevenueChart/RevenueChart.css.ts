import { style, styleVariants } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"
import { consoleSection, consoleSectionHeading } from "../consoleStyles.ts"

export const root = style(consoleSection)

export const heading = style(consoleSectionHeading)

export const total = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold })

export const bar = styleVariants({
  pesos: { fill: vars.color.currency.coin },
  count: { fill: vars.color.currency.point },
})

export { axis, baseline, charts, details, drawing, series, seriesTitle, summary } from "../chartStyles.css.ts"
