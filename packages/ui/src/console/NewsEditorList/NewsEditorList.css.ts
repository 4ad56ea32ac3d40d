import { style, styleVariants } from "@vanilla-extract/css"
import { statusPill } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.lg })

export const bar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
})

export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: "40rem" })

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm })

const stateBase = style(statusPill)

/** Published in the success colour, a draft in muted text: told apart by their words first. */
export const state = styleVariants({
  published: [stateBase, { color: vars.color.success }],
  draft: [stateBase, { color: vars.color.textMuted }],
})

/** Which other languages an item is written in, under its state. */
export const languages = style({
  display: "block",
  marginTop: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
})
