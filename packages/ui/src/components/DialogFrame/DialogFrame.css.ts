import { keyframes, style, styleVariants } from "@vanilla-extract/css"
import { dialogPanel, displayType } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const rise = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.lg})` },
  to: { opacity: 1, transform: "translateY(0)" },
})

// react-aria marks the overlay and the modal with data-entering while they appear.
const overlayBase = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.zIndex.dialog,
  display: "grid",
  placeItems: "center",
  padding: vars.space.lg,
  background: vars.color.scrim,
  fontFamily: vars.font.body,
  selectors: {
    "&[data-entering]": { animation: `${fadeIn} ${vars.motion.feedback} ${vars.motion.easing}` },
  },
})

/** Pictures and movies get more of the screen: a narrower margin around the box. */
export const overlay = styleVariants({
  message: [overlayBase],
  wide: [overlayBase],
  media: [overlayBase, { padding: vars.space.md }],
})

const modalBase = style({
  width: "100%",
  selectors: {
    "&[data-entering]": { animation: `${rise} ${vars.motion.menu} ${vars.motion.easing}` },
  },
})

export const modal = styleVariants({
  message: [modalBase, { maxWidth: vars.size.dialog }],
  // Wide enough for a three-column table beside its text; a phone gets its whole width.
  wide: [modalBase, { maxWidth: "34rem" }],
  media: [modalBase, { maxWidth: "min(64rem, 100%)" }],
})

export const dialog = styleVariants({
  message: [dialogPanel, { gap: vars.space.lg, textAlign: "center" }],
  wide: [dialogPanel],
  media: [dialogPanel, { maxHeight: `calc(100dvh - 2 * ${vars.space.md})`, padding: vars.space.lg }],
})

/** The heading beside its Close button. */
export const top = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
})

export const title = style({
  ...displayType,
  margin: 0,
  fontSize: vars.fontSize.title,
  color: vars.color.accentStrong,
  overflowWrap: "anywhere",
})

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  // Server validation messages arrive joined on separate lines.
  whiteSpace: "pre-line",
  overflowWrap: "anywhere",
})

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: vars.space.md,
})
