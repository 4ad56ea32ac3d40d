import { style, styleVariants } from "@vanilla-extract/css"
import { plainList } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({
  ...plainList,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
})

const messageBase = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
})

/** Staff answers sit on the raised surface with the accent's edge, the player's words on the sunken one. */
export const message = styleVariants({
  player: [messageBase, { background: vars.color.surfaceSunken }],
  staff: [
    messageBase,
    {
      background: vars.color.surfaceRaised,
      borderInlineStart: `${vars.borderWidth.focus} solid ${vars.color.accent}`,
    },
  ],
})

export const byline = style({
  margin: 0,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
})

export const author = style({ color: vars.color.textHeading, fontWeight: vars.fontWeight.semibold })

export const fresh = style({
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.bold,
})

export const body = style({
  margin: 0,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  lineHeight: vars.lineHeight.body,
})
