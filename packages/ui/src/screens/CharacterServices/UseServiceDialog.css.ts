import { globalStyle, keyframes, style } from "@vanilla-extract/css"
import { fieldLabelText, focusRing } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const form = style({ display: "grid", gap: vars.space.lg })

export const changes = style({ margin: 0, lineHeight: vars.lineHeight.body })

/** Label beside value: the dialog is never wider than a short line of each. */
export const facts = style({ display: "grid", gap: vars.space.xs, margin: 0 })

export const fact = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space.sm,
  paddingBottom: vars.space.xs,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
})

globalStyle(`${fact} dt`, { color: vars.color.textMuted })
globalStyle(`${fact} dd`, { margin: 0, fontWeight: vars.fontWeight.semibold })

export const choices = style({ display: "grid", gap: vars.space.sm })

export const choicesLabel = style(fieldLabelText)

export const schools = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm })

/** A school drawn as a box: the accent's border when chosen, the focus ring from the keyboard. */
export const school = style({
  boxSizing: "border-box",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.xs,
  border: `${vars.borderWidth.thick} solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { background: vars.color.surfaceHover },
    "&[data-selected]": {
      borderColor: vars.color.accent,
      background: vars.color.surfaceRaised,
      boxShadow: vars.shadow.glow,
    },
    "&[data-focus-visible]": focusRing,
    "&[data-disabled]": { cursor: "default" },
  },
})

export const emblem = style({ display: "flex" })

const turn = keyframes({ to: { transform: "rotate(360deg)" } })

export const working = style({ margin: 0, color: vars.color.textMuted })

/** The busy ring inside Confirm, in the button's own text colour. */
export const ring = style({
  boxSizing: "border-box",
  width: vars.size.icon,
  height: vars.size.icon,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thick} solid currentColor`,
  borderTopColor: "transparent",
  animation: `${turn} 900ms linear infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animationDuration: "3s" } },
})
