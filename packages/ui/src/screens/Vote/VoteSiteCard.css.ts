import { style } from "@vanilla-extract/css"
import { displayType } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

/** The site's name and reward on top, its action at the bottom: cards in a row end level. */
export const root = style({
  display: "grid",
  gridTemplateRows: "auto auto 1fr auto",
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
})

export const name = style({
  ...displayType,
  margin: 0,
  fontSize: vars.fontSize.large,
  overflowWrap: "anywhere",
})

export const reward = style({ margin: 0, fontSize: vars.fontSize.large })

export const noReward = style({ margin: 0, color: vars.color.textMuted })

export const cooldown = style({ margin: 0, color: vars.color.textMuted })

/**
 * The countdown takes the button's place and at least its height, so the card keeps its size when
 * the button comes back.
 */
export const wait = style({
  display: "grid",
  alignContent: "center",
  gap: vars.space.xxs,
  minHeight: vars.size.tapTarget,
})

export const countdown = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accentStrong,
})

/** The time left kept on one line: "11 h" and "42 min" read as one. */
export const timeLeft = style({ whiteSpace: "nowrap" })

export const opensAt = style({ margin: 0, color: vars.color.textMuted })
