import { style } from "@vanilla-extract/css"
import { displayType } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.md })

export const title = style({ ...displayType, margin: 0, fontSize: vars.fontSize.title })

/** The board's latest item, set above its list as a highlighted line. */
export const latest = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.accentSubtle}`,
  background: vars.color.surfaceSunken,
})

export const latestMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small })

export const newBadge = style({ width: "2.5rem", height: "1.25rem", flex: "none" })
export const newBadgeShape = style({ fill: vars.color.accent })
export const newBadgeText = style({
  fill: vars.color.onAccent,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
  fontSize: "11px",
  letterSpacing: "0.08em",
})

/** The link to a full board's older items, at the end of the list. */
export const older = style({
  margin: 0,
  textAlign: "end",
})
