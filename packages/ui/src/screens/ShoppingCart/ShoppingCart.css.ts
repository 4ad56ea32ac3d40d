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

/**
 * The drawn check box: larger than a text-sized box (a thumb finds it, at least 24 px), filled with the
 * accent and carrying a check mark when ticked, so its state never rests on colour alone.
 */
export const box = style({
  position: "relative",
  width: `calc(${vars.size.tapTarget} * 0.6)`,
  height: `calc(${vars.size.tapTarget} * 0.6)`,
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  boxSizing: "border-box",
  selectors: {
    [`${check}[data-selected] &`]: { background: vars.color.accent, borderColor: vars.color.accent },
    [`${check}[data-hovered] &`]: { borderColor: vars.color.accent },
    [`${check}[data-focus-visible] &`]: focusRing,
    [`${check}[data-disabled] &`]: { opacity: 0.6 },
    // The check mark: the bottom and right edges of a small box, turned 45°.
    [`${check}[data-selected] &::after`]: {
      content: '""',
      position: "absolute",
      insetInlineStart: "32%",
      insetBlockStart: "12%",
      width: "30%",
      height: "55%",
      borderInlineEnd: `${vars.borderWidth.thick} solid ${vars.color.onAccent}`,
      borderBlockEnd: `${vars.borderWidth.thick} solid ${vars.color.onAccent}`,
      transform: "rotate(45deg)",
    },
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

export const totals = style({ display: "grid", gap: vars.space.sm, margin: 0 })

/** The label (with what it counts) on the left; the amounts on the right, under it when they do not fit. */
export const totalLine = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  columnGap: vars.space.lg,
  fontWeight: vars.fontWeight.bold,
})

export const totalLabel = style({ flex: "1 1 12em" })

export const amounts = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  columnGap: vars.space.md,
  margin: 0,
  marginInlineStart: "auto",
})

/** What the sum counts, under its label. */
export const totalHint = style({
  display: "block",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
})
