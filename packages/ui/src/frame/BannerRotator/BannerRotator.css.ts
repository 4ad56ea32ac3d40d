import { style, styleVariants } from "@vanilla-extract/css"
import { wideScreen } from "../../theme/media.ts"
import { focusRing } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({
  boxSizing: "border-box",
  position: "relative",
  // The space is reserved before any banner arrives, so nothing below it moves (spec §9: 615 x 210).
  // Below the wide layout it scales to the column's width, keeping the ratio.
  width: "100%",
  aspectRatio: vars.size.bannerRatio,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.accentSubtle}`,
  background: vars.color.scene.skyMiddle,
  boxShadow: `${vars.shadow.panel}, ${vars.shadow.insetHighlight}`,
  overflow: "hidden",
  isolation: "isolate",
  "@media": {
    [wideScreen]: { maxWidth: vars.size.bannerWidth },
  },
})

export const viewport = style({
  position: "absolute",
  inset: 0,
})

const slideBase = style({
  position: "absolute",
  inset: 0,
  transitionProperty: "opacity, transform",
  transitionTimingFunction: vars.motion.easing,
})

/** Fade-left (spec §2): the next banner slides in from the right as the last one leaves to the left. */
export const slide = styleVariants({
  current: [
    slideBase,
    { opacity: 1, transform: "translateX(0)", transitionDuration: vars.motion.bannerFade },
  ],
  leaving: [
    slideBase,
    { opacity: 0, transform: "translateX(-8%)", transitionDuration: vars.motion.bannerFade },
  ],
  waiting: [slideBase, { opacity: 0, transform: "translateX(8%)", transitionDuration: "0s" }],
})

export const image = style({
  display: "block",
  width: "100%",
  height: "100%",
  objectFit: "cover",
})

/** A banner that leads somewhere is a link over its whole picture. */
export const link = style({
  display: "block",
  width: "100%",
  height: "100%",
  selectors: {
    // Drawn inside the picture: the rotator's box clips anything outside it.
    "&:focus-visible": { ...focusRing, outlineOffset: `calc(-1 * ${vars.borderWidth.focus})` },
  },
})

export const controls = style({
  position: "absolute",
  insetInlineEnd: vars.space.sm,
  insetBlockEnd: vars.space.sm,
  zIndex: 1,
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.scrim,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
})

export const thumbnails = style({
  display: "flex",
  gap: vars.space.xs,
})

export const control = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: vars.size.thumbnail,
  height: vars.size.thumbnail,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.body,
  fontVariantNumeric: "tabular-nums",
  cursor: "pointer",
  transitionProperty: "background, color, border-color",
  transitionDuration: vars.motion.feedback,
  selectors: {
    "&:hover": { borderColor: vars.color.accent, color: vars.color.accentStrong },
    "&:focus-visible": focusRing,
    '&[aria-current="true"]': {
      background: vars.color.accent,
      borderColor: vars.color.accentStrong,
      color: vars.color.onAccent,
    },
  },
})
