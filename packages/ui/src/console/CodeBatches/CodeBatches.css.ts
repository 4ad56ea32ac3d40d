import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"
import { consoleActions, consoleSection, consoleSectionHeading } from "../consoleStyles.ts"

export const root = style(consoleSection)

export const heading = style(consoleSectionHeading)

export const actions = style(consoleActions)

export const voidForm = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  gap: vars.space.md,
})

/** The code's field takes the room; the button stays its own size beside it, or under it on a phone. */
export const voidField = style({ flex: "1 1 16rem", maxWidth: "28rem" })

/** Lines the button up with the field's box, under the field's label. */
export const voidButton = style({
  paddingTop: `calc(${vars.fontSize.body} * ${vars.lineHeight.body} + ${vars.space.xs})`,
})

export const note = style({ display: "block", color: vars.color.textMuted, fontSize: vars.fontSize.small })

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small })
