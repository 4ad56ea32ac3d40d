import { style } from "@vanilla-extract/css"
import {
  displayType,
  focusRing,
  visuallyHidden as hiddenOnScreen,
  plainList,
} from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"
import { pageColumn, pageHeading } from "../pageStyles.ts"

export const root = style(pageColumn)

export const header = style({ display: "flex", flexDirection: "column", gap: vars.space.sm })
export const heading = style(pageHeading)
export const intro = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.body })

export const note = style({ margin: 0, color: vars.color.textMuted })

export const problem = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
})

/** The grid every media page lays its cards (or thumbnails) in: one column on a phone, more as it widens. */
export const grid = style({
  ...plainList,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 15rem), 1fr))",
  gap: vars.space.lg,
})

export const card = style({
  boxSizing: "border-box",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  height: "100%",
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
})

export const cardTitle = style({ ...displayType, margin: 0, fontSize: vars.fontSize.large })
export const cardText = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.body })

/** A picture's frame with a fixed 16:9 ratio: the space is reserved before the picture loads. */
export const frame = style({
  position: "relative",
  display: "block",
  width: "100%",
  aspectRatio: "16 / 9",
  overflow: "hidden",
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
})

export const picture = style({ display: "block", width: "100%", height: "100%", objectFit: "cover" })

/** A thumbnail that is itself the control (the gallery's pictures). */
export const pictureButton = style({
  display: "block",
  width: "100%",
  padding: 0,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  overflow: "hidden",
  background: vars.color.surfaceRaised,
  cursor: "zoom-in",
  transition: `box-shadow ${vars.motion.feedback}`,
  selectors: { "&[data-hovered]": { boxShadow: vars.shadow.glow }, "&[data-focus-visible]": focusRing },
})

export const badge = style({
  position: "absolute",
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: "uppercase",
})

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  marginBlockStart: "auto",
})

/** Read by screen readers only (for example "opens in a new tab" after a link's visible text). */
export const visuallyHidden = style(hiddenOnScreen)
