import { style, styleVariants } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

export const lead = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted })

export const mail = style({ maxWidth: "32rem" })

export const summary = style({
  cursor: "pointer",
  minHeight: vars.size.tapTarget,
  display: "flex",
  alignItems: "center",
  overflowWrap: "anywhere",
})

export const body = style({
  margin: `${vars.space.sm} 0 0`,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
})

export const state = styleVariants({
  Sent: { color: vars.color.success },
  Failed: { color: vars.color.danger, fontWeight: vars.fontWeight.semibold },
  Waiting: { color: vars.color.textMuted },
})
