import { style } from "@vanilla-extract/css"
import { displayType, focusRing, plainList } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

/** One column on a phone, more as the page widens. */
export const grid = style({
  ...plainList,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 15rem), 1fr))",
  gap: vars.space.lg,
})

export const tile = style({
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

export const top = style({ display: "flex", alignItems: "center", gap: vars.space.md })

export const title = style({ ...displayType, margin: 0, fontSize: vars.fontSize.large })
export const text = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.body })

/** The tile's links or buttons sit at its foot, lined up across a row of tiles. */
export const foot = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  marginBlockStart: "auto",
})

/** A fixed 16:9 frame: the space is reserved before the picture loads. */
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

/** A picture that is itself the control (the gallery's thumbnails). */
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
