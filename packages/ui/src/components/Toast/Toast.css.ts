import { style } from "@vanilla-extract/css"
import { narrowScreen } from "../../theme/media.ts"
import { focusRing, panelSurface } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

/** Always on the page, empty until a message comes, so screen readers announce what arrives in it. */
export const region = style({
  position: "fixed",
  insetInline: 0,
  bottom: vars.space.lg,
  zIndex: vars.zIndex.tooltip,
  display: "flex",
  justifyContent: "center",
  paddingInline: vars.space.lg,
  // The strip it spans stays tappable through: only the box itself takes taps.
  pointerEvents: "none",
  "@media": {
    // Clear of the corner's quick menu button on a phone.
    [narrowScreen]: {
      justifyContent: "flex-start",
      paddingInlineEnd: `calc(${vars.size.tapTarget} + ${vars.space.xl})`,
    },
  },
})

export const toast = style({
  ...panelSurface,
  pointerEvents: "auto",
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  maxWidth: "32rem",
  padding: vars.space.md,
  paddingInlineStart: vars.space.lg,
  borderColor: vars.color.success,
})

export const icon = style({ display: "inline-flex", color: vars.color.success, flexShrink: 0 })

export const text = style({ margin: 0, lineHeight: vars.lineHeight.body })

export const close = style({
  display: "grid",
  placeItems: "center",
  flexShrink: 0,
  width: vars.size.tapTarget,
  height: vars.size.tapTarget,
  border: 0,
  borderRadius: vars.radius.md,
  background: "transparent",
  color: vars.color.textMuted,
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { background: vars.color.surfaceHover, color: vars.color.text },
    "&[data-focus-visible]": focusRing,
  },
})
