import { style } from "@vanilla-extract/css"
import { visuallyHidden } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 })

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
})

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

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs })

export const hidden = style(visuallyHidden)
