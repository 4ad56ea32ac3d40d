import { keyframes, style } from "@vanilla-extract/css"
import { dialogPanel, displayType } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const rise = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.lg})` },
  to: { opacity: 1, transform: "translateY(0)" },
})

export const overlay = style({
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

export const modal = style({
  width: "100%",
  maxWidth: vars.size.dialog,
  selectors: {
    "&[data-entering]": { animation: `${rise} ${vars.motion.menu} ${vars.motion.easing}` },
  },
})

export const dialog = style({
  ...dialogPanel,
  gap: vars.space.lg,
  textAlign: "center",
})

export const title = style({
  ...displayType,
  margin: 0,
  fontSize: vars.fontSize.title,
  color: vars.color.accentStrong,
})

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  // Server validation messages arrive joined on separate lines (spec §5).
  whiteSpace: "pre-line",
  overflowWrap: "anywhere",
})
