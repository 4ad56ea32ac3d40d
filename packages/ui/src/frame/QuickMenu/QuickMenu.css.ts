import { createVar, style } from "@vanilla-extract/css"
import { quickMenuBesideFrame } from "../../theme/media.ts"
import { displayType, focusRing } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

/** How far the page is scrolled; set from script as the visitor scrolls. */
export const scrollOffset = createVar()

/** Spec §9: the quick menu rests 20% from the top of the window. */
const restFromTop = "20dvh"

/** The edge tab's width: the least a finger can aim at (24 px), mostly inside the frame's margin. */
const tabWidth = "24px"

/*
 * Placed against the frame (the page's top), it moves down by the scroll position plus 20% of the
 * window, and the move is a transition of the theme's quick-menu time (500 ms; none with reduced
 * motion), so it glides after the scroll as the classic quick menu did.
 *
 * Where the window leaves room beside the frame, it floats in that margin as a round button. On
 * phones and narrower desktops it is a slim tab on the window's right edge: it lies over the frame's
 * 16 px margin and at most 8 px of the content's own padding, so it never hides what a player reads.
 */
export const root = style({
  vars: { [scrollOffset]: "0px" },
  position: "absolute",
  top: 0,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.quickMenu,
  transform: `translateY(calc(${scrollOffset} + ${restFromTop}))`,
  transitionProperty: "transform",
  transitionDuration: vars.motion.quickMenu,
  transitionTimingFunction: vars.motion.easing,
  "@media": {
    [quickMenuBesideFrame]: {
      // In the margin right of the frame.
      insetInlineEnd: `max(${vars.space.lg}, calc((100vw - ${vars.size.frame}) / 2 - ${vars.size.quickMenu} - ${vars.space.md}))`,
    },
  },
})

export const topButton = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xxs,
  width: tabWidth,
  height: vars.size.quickMenu,
  padding: 0,
  borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}`,
  border: `${vars.borderWidth.thick} solid ${vars.color.accentStrong}`,
  borderInlineEnd: "none",
  background: `radial-gradient(circle at 50% 30%, ${vars.color.accentStrong}, ${vars.color.accent} 50%, ${vars.color.accentSubtle})`,
  color: vars.color.onAccent,
  boxShadow: `${vars.shadow.raised}, ${vars.shadow.glow}`,
  ...displayType,
  fontSize: vars.fontSize.small,
  cursor: "pointer",
  selectors: {
    "&:focus-visible": focusRing,
    "&:hover": { filter: "brightness(1.08)" },
    "&:active": { transform: `translateY(${vars.borderWidth.thin})` },
  },
  "@media": {
    [quickMenuBesideFrame]: {
      width: vars.size.quickMenu,
      borderRadius: vars.radius.pill,
      borderInlineEnd: `${vars.borderWidth.thick} solid ${vars.color.accentStrong}`,
    },
  },
})

/** The word "Top" under the arrow: only on the round button, the tab has room for the arrow alone. */
export const label = style({
  display: "none",
  color: vars.color.onAccent,
  letterSpacing: vars.letterSpacing.caps,
  "@media": {
    [quickMenuBesideFrame]: { display: "inline" },
  },
})
