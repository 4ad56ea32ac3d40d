import { globalStyle, style, styleVariants } from "@vanilla-extract/css"
import { displayType, plainList, statusPill } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({
  display: "grid",
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
})

/** The class icon, then the name over its facts; the badges wrap under them on a narrow card. */
export const top = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md })

export const icon = style({ display: "flex", flex: "none" })

export const who = style({ flex: "1 1 10rem", minWidth: 0 })

export const name = style({
  ...displayType,
  margin: 0,
  fontSize: vars.fontSize.large,
  overflowWrap: "anywhere",
  outline: "none",
})

export const facts = style({ margin: 0, color: vars.color.textMuted })

export const badges = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, margin: 0 })

const pill = style(statusPill)

/** Online is news (a service must wait), a club only a fact: never told by colour alone, always a word. */
export const badge = styleVariants({
  online: [pill, { color: vars.color.success }],
  club: [pill, { color: vars.color.accentStrong }],
})

export const stats = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(8rem, 1fr))",
  gap: vars.space.xs,
  margin: 0,
})

export const stat = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.sm,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
})

globalStyle(`${stat} dt`, { color: vars.color.textMuted })
globalStyle(`${stat} dd`, { margin: 0, fontWeight: vars.fontWeight.semibold, fontFamily: vars.font.numeric })

export const services = style(plainList)
