import { style } from "@vanilla-extract/css"
import { focusRing, plainList } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"
import { economyPage } from "../economyStyles.ts"
import { pageHeading } from "../pageStyles.ts"

export const root = style(economyPage)

export const heading = style(pageHeading)

export const count = style({ margin: 0, color: vars.color.textMuted })

export const rows = style({ ...plainList, display: "grid", gap: vars.space.sm })

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
})

export const check = style({
  display: "inline-grid",
  placeItems: "center",
  minWidth: vars.size.tapTarget,
  minHeight: vars.size.tapTarget,
  outline: "none",
  cursor: "pointer",
})

export const box = style({
  width: vars.size.icon,
  height: vars.size.icon,
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  boxSizing: "border-box",
  selectors: {
    [`${check}[data-selected] &`]: { background: vars.color.accent, borderColor: vars.color.accent },
    [`${check}[data-focus-visible] &`]: focusRing,
  },
})

export const name = style({ flex: "1 1 8em", fontWeight: vars.fontWeight.semibold, overflowWrap: "anywhere" })

export const quantity = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  fontFamily: vars.font.numeric,
})

export const price = style({ marginInlineStart: "auto" })

export const totals = style({ display: "grid", gap: vars.space.xs, margin: 0, justifyContent: "end" })

export const totalLine = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.lg,
  fontWeight: vars.fontWeight.bold,
})

export const amounts = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, margin: 0 })
