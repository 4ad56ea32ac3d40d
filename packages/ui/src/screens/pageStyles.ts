import type { StyleRule } from "@vanilla-extract/css"
import { displayType, panelSurface } from "../theme/styleFragments.ts"
import { vars } from "../theme/vars.css.ts"

/** The card every simple screen sits on inside the content zone. */
export const pageCard: StyleRule = {
  ...panelSurface,
  padding: vars.space.xl,
}

/** A screen's own heading (the level-1 heading of the page). */
export const pageHeading: StyleRule = {
  ...displayType,
  margin: 0,
  fontSize: vars.fontSize.headline,
  color: vars.color.accentStrong,
}

/** A screen's heading led by its emblem, ruled off from what follows (the placeholder and not-open pages). */
export const ruledPageHeading: StyleRule = {
  ...pageHeading,
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  paddingBottom: vars.space.md,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
}

/**
 * A screen's card as a column of sections: keeps its height while content loads, so nothing below
 * the content zone jumps when a list arrives.
 */
export const pageColumn: StyleRule = {
  ...pageCard,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xl,
  minHeight: vars.size.contentMinHeight,
}
