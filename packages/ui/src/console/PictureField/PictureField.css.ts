import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: 0 })

export const upload = style({ display: "flex", flexDirection: "column", gap: vars.space.xs })

export const uploadLabel = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted })

export const fileInput = style({
  // A finger's width on a phone.
  minHeight: "44px",
  color: vars.color.text,
  maxWidth: "100%",
})

export const status = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted })

export const preview = style({ margin: 0, display: "flex", flexDirection: "column", gap: vars.space.xs })

export const previewImage = style({
  display: "block",
  maxWidth: "100%",
  width: vars.size.bannerWidth,
  aspectRatio: vars.size.bannerRatio,
  objectFit: "cover",
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
})
