import { style } from "@vanilla-extract/css"
import { panelSurface } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({
  ...panelSurface,
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.lg,
  alignContent: "start",
})

export const heading = style({ margin: 0, fontSize: vars.fontSize.large, color: vars.color.textHeading })

export const views = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xl, alignItems: "start" })

export const view = style({ margin: 0, display: "grid", gap: vars.space.sm })

export const caption = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted })

export const card = style({ width: "12rem" })

/**
 * The tooltip is fixed to the window in the shop; a transform here makes this box its window, so
 * it stands still beside the card instead of following a pointer.
 */
export const tooltipBox = style({
  position: "relative",
  transform: "translateZ(0)",
  width: `calc(${vars.size.itemTooltip} + ${vars.space.xl})`,
  maxWidth: "100%",
  minHeight: "10rem",
})
