import { createVar, style } from "@vanilla-extract/css"
import { panelSurface } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

/** Set at run time from the pointer: the tooltip's top-left corner in the window. */
export const left = createVar()
export const top = createVar()

const box = {
  ...panelSurface,
  position: "fixed",
  zIndex: vars.zIndex.tooltip,
  width: vars.size.itemTooltip,
  maxWidth: "90vw",
  display: "flex",
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderColor: vars.color.borderStrong,
  pointerEvents: "none",
} as const

export const root = style({ ...box, left, top })

/** Placed out of sight for one frame, so its size is known before it appears. */
export const measuring = style({ ...box, left: 0, top: 0, visibility: "hidden" })

export const text = style({ display: "grid", alignContent: "start", gap: vars.space.xs, minWidth: 0 })

export const name = style({
  margin: 0,
  color: vars.color.textHeading,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: "anywhere",
})

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  overflowWrap: "anywhere",
})
