import { style } from "@vanilla-extract/css"
import * as messageDialog from "../../components/MessageDialog/MessageDialog.css.ts"
import { dialogPanel, displayType } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

/** The dimmed overlay every dialog uses, with a narrower margin so pictures get more of the screen. */
export const overlay = style([messageDialog.overlay, { padding: vars.space.md }])

export const modal = style({ width: "100%", maxWidth: "min(64rem, 100%)" })

// Pictures get the most room the screen allows: a narrower margin and padding than other dialogs.
export const dialog = style({
  ...dialogPanel,
  maxHeight: `calc(100dvh - 2 * ${vars.space.md})`,
  padding: vars.space.lg,
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
  color: vars.color.accentStrong,
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
  background: vars.color.background,
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
