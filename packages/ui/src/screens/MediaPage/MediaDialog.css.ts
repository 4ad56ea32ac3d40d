import { keyframes, style } from "@vanilla-extract/css"
import { displayType, panelSurface } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.zIndex.dialog,
  display: "grid",
  placeItems: "center",
  padding: vars.space.md,
  background: vars.color.scrim,
  fontFamily: vars.font.body,
  selectors: {
    "&[data-entering]": { animation: `${fadeIn} ${vars.motion.feedback} ${vars.motion.easing}` },
  },
})

export const modal = style({ width: "100%", maxWidth: "min(64rem, 100%)" })

export const dialog = style({
  ...panelSurface,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  maxHeight: `calc(100dvh - 2 * ${vars.space.md})`,
  overflowY: "auto",
  padding: vars.space.lg,
  borderColor: vars.color.goldDeep,
  outline: "none",
})

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
  color: vars.color.goldBright,
  overflowWrap: "anywhere",
})

/** The full picture or the video: as large as the window allows, never cropped. */
export const stage = style({
  display: "block",
  width: "100%",
  maxHeight: "70dvh",
  height: "auto",
  objectFit: "contain",
  borderRadius: vars.radius.sm,
  background: vars.color.ink,
})

export const caption = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.body })

/** Previous, the position and Next on one row, even on a phone: the position takes what is left. */
export const controls = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr auto",
  alignItems: "center",
  gap: vars.space.sm,
})

export const position = style([caption, { textAlign: "center" }])
