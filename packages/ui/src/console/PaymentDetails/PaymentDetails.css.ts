import { style } from "@vanilla-extract/css"
import { plainList } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 })

export const facts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))",
  gap: vars.space.md,
  margin: 0,
})

export const fact = style({ display: "grid", gap: vars.space.xxs, minWidth: 0 })

export const factName = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  textTransform: "uppercase",
  letterSpacing: vars.letterSpacing.caps,
})

export const factValue = style({ margin: 0, overflowWrap: "anywhere" })

export const eventsHeading = style({ margin: 0, fontSize: vars.fontSize.large })

export const events = style({ ...plainList, display: "flex", flexDirection: "column", gap: vars.space.md })

export const event = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 })

export const eventLine = style({ margin: 0 })

export const eventId = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  overflowWrap: "anywhere",
})

/** A raw body keeps its lines, wrapped rather than widening the dialog (which scrolls as a whole). */
export const eventBody = style({
  margin: 0,
  padding: vars.space.sm,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.small,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
})
