import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

/**
 * The tables of the public pages (rankings, news boards, the system requirements, the club table):
 * one look for every list a visitor reads. A table scrolls sideways inside its own box on a phone,
 * never the page.
 */
export const scroller = style({ overflowX: "auto" })

export const table = style({ width: "100%", borderCollapse: "collapse" })

export const head = style({
  padding: vars.space.sm,
  textAlign: "start",
  color: vars.color.textHeading,
  fontSize: vars.fontSize.small,
  letterSpacing: vars.letterSpacing.caps,
  borderBottom: `${vars.borderWidth.thick} solid ${vars.color.border}`,
  whiteSpace: "nowrap",
})

export const cell = style({
  padding: vars.space.sm,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  verticalAlign: "middle",
})

export const numeric = style([
  cell,
  { textAlign: "end", fontFamily: vars.font.numeric, whiteSpace: "nowrap" },
])

/** A calm line in the space a list will take: loading, empty, or failed. */
export const note = style({
  margin: 0,
  padding: vars.space.xl,
  textAlign: "center",
  color: vars.color.textMuted,
})
