import { createVar, style } from "@vanilla-extract/css"
import { narrowScreen, quickMenuBesideFrame } from "../../theme/media.ts"
import { displayType, focusRing } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

/** How far the page is scrolled; set from script as the visitor scrolls. */
export const scrollOffset = createVar()

/*
 * Phones (below 1024 px): a round button in the page's flow after the footer, so it never covers the
 * content or its controls. Narrower desktops: a round button in the corner, shown once the page is
 * scrolled. Where
 * the window leaves room beside the frame: the classic quick menu that glides after the scroll
 * position over 500 ms, resting 20% from the top of the window.
 */
export const root = style({
  vars: { [scrollOffset]: "0rem" },
  position: "fixed",
  insetInlineEnd: vars.space.lg,
  insetBlockEnd: vars.space.lg,
  zIndex: vars.zIndex.quickMenu,
  transitionProperty: "opacity, visibility",
  transitionDuration: vars.motion.quickMenu,
  selectors: {
    // On a phone the button would cover the page's first screen; it appears once the visitor scrolls.
    "&:not([data-scrolled])": { opacity: 0, visibility: "hidden" },
  },
  "@media": {
    [narrowScreen]: {
      position: "relative",
      display: "flex",
      justifyContent: "flex-end",
      insetInlineEnd: "auto",
      insetBlockEnd: "auto",
      paddingInline: vars.space.lg,
      paddingBlockEnd: vars.space.lg,
      selectors: {
        "&:not([data-scrolled])": { opacity: 1, visibility: "visible" },
      },
    },
    [quickMenuBesideFrame]: {
      position: "absolute",
      insetBlockEnd: "auto",
      top: 0,
      // In the margin right of the frame.
      insetInlineEnd: `max(${vars.space.lg}, calc((100vw - ${vars.size.frame}) / 2 - ${vars.size.quickMenu} - ${vars.space.md}))`,
      transform: `translateY(calc(${scrollOffset} + 20vh))`,
      transitionProperty: "transform",
      selectors: {
        "&:not([data-scrolled])": { opacity: 1, visibility: "visible" },
      },
    },
  },
})

export const topButton = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xxs,
  width: vars.size.quickMenu,
  height: vars.size.quickMenu,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thick} solid ${vars.color.accentStrong}`,
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
})

export const label = style({
  color: vars.color.onAccent,
  letterSpacing: vars.letterSpacing.caps,
})
