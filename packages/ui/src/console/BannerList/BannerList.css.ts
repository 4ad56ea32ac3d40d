import { style } from "@vanilla-extract/css"
import { visuallyHidden } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"
import { consoleSection, consoleToolbar } from "../consoleStyles.ts"

export const root = style(consoleSection)

export const toolbar = style(consoleToolbar)

export const note = style({ margin: 0, color: vars.color.textMuted })

export const thumbnail = style({
  display: "block",
  width: "8rem",
  aspectRatio: vars.size.bannerRatio,
  objectFit: "cover",
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
})

export const on = style({ color: vars.color.success, fontWeight: vars.fontWeight.semibold })

export const off = style({ color: vars.color.textMuted })

export const hidden = style(visuallyHidden)

/** Which other languages a banner's title is written in, under whether it is shown. */
export const languages = style({
  display: "block",
  marginTop: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
})
