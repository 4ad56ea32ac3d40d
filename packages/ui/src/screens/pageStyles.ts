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
  color: vars.color.goldBright,
}
