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

// Any picture (a 615 × 210 banner, the 640 × 420 server information) shown whole, at most this tall.
export const previewImage = style({
  display: "block",
  maxWidth: "100%",
  maxHeight: "14rem",
  objectFit: "contain",
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
})
