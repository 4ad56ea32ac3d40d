import { globalStyle, style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

export const stage = style({ display: "block" })

/** The full picture or the video: as large as the window allows, never cropped. */
globalStyle(`${stage} > :is(img, video)`, {
  display: "block",
  width: "100%",
  maxHeight: "70dvh",
  height: "auto",
  objectFit: "contain",
  borderRadius: vars.radius.sm,
  background: vars.color.background,
})

export const caption = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.body })
