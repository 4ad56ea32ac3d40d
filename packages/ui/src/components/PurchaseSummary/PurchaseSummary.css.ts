import { style } from "@vanilla-extract/css"
import { plainList } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({ display: "grid", gap: vars.space.md, textAlign: "start" })

export const lines = style({
  ...plainList,
  display: "grid",
  gap: vars.space.xs,
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
})

/** The name takes what room is left; a cost that no longer fits beside it moves under it, to the right. */
export const line = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  columnGap: vars.space.md,
})

export const lineName = style({ flex: "1 1 10em", overflowWrap: "anywhere" })

export const lineCost = style({ marginInlineStart: "auto" })

export const figures = style({ display: "grid", gap: vars.space.xs, margin: 0 })

export const figure = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  columnGap: vars.space.md,
  fontWeight: vars.fontWeight.bold,
})

export const amounts = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  columnGap: vars.space.md,
  margin: 0,
  marginInlineStart: "auto",
})
