import { style } from "@vanilla-extract/css"
import { focusRing, plainList } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({ display: "grid", gap: vars.space.md })

export const list = style({ ...plainList, display: "grid", gap: vars.space.xs })

export const row = style({ display: "flex", justifyContent: "space-between", gap: vars.space.sm })

export const quantity = style({ color: vars.color.textMuted, fontFamily: vars.font.numeric })

export const empty = style({ margin: 0, color: vars.color.textMuted })

export const checkout = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  minHeight: vars.size.tapTarget,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.bold,
  textDecoration: "none",
  outline: "none",
  selectors: { "&:hover": { background: vars.color.accentStrong }, "&:focus-visible": focusRing },
})
