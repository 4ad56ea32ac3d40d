import { style } from "@vanilla-extract/css"
import { fieldLabelText, focusRing, panelSurface } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"
import { chartDetails, chartGrid, chartSummary } from "../chartStyles.ts"
import { consoleSection, consoleSectionHeading } from "../consoleStyles.ts"

export const root = style(consoleSection)

/** The heading on the left, the range on the right; stacked on a phone. */
export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
})

export const heading = style(consoleSectionHeading)

export const ranges = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.xs })

export const rangesLabel = style({ ...fieldLabelText, marginInlineEnd: vars.space.sm })

/** A range to choose: a finger's height, in the accent when chosen. */
export const range = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  color: vars.color.text,
  background: vars.color.surfaceSunken,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { background: vars.color.surfaceHover },
    "&[data-focus-visible]": focusRing,
    "&[data-selected]": {
      color: vars.color.onAccent,
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
  },
})

export const waiting = style({ margin: 0, color: vars.color.textMuted })

export const waitingCount = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.title,
  color: vars.color.textHeading,
})

/** Two charts side by side where they fit, one above the other on a phone. */
export const charts = style({
  ...chartGrid,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 24rem), 1fr))",
})

export const chart = style({
  ...panelSurface,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: vars.space.md,
})

export const chartTitle = style({ ...fieldLabelText, fontSize: vars.fontSize.title })

export const totals = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
  color: vars.color.textMuted,
})

export const total = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs })

export const swatch = style({
  display: "inline-block",
  inlineSize: vars.space.md,
  blockSize: vars.space.md,
  borderRadius: vars.radius.sm,
})

/** A fixed height whatever the width, so nothing moves when the figures arrive. */
export const drawing = style({ width: "100%", height: "11rem", minWidth: 0 })

export const details = style(chartDetails)

export const summary = style(chartSummary)
