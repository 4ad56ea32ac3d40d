import { keyframes, style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

const turn = keyframes({ to: { transform: "rotate(360deg)" } })

export const root = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.xl,
  color: vars.color.textMuted,
})

export const ring = style({
  width: vars.size.iconLarge,
  height: vars.size.iconLarge,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.focus} solid ${vars.color.border}`,
  borderTopColor: vars.color.accent,
  animation: `${turn} 900ms linear infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animationDuration: "3s" } },
})
