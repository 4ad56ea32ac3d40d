import { style, styleVariants } from "@vanilla-extract/css"
import { displayType, statusPill } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({ display: "grid", gap: vars.space.md, minWidth: 0 })

export const heading = style({ ...displayType, margin: 0, fontSize: vars.fontSize.title })

/** The state's word, and for a refund the reason under it. */
export const state = style({ display: "grid", justifyItems: "start", gap: vars.space.xxs })

// The longest state ("Being checked by staff") wraps in a phone's half-width column.
const pill = style({ ...statusPill, whiteSpace: "normal" })

/** Done is good news, a refund only news, the two waits the accent: each one a word, never colour alone. */
export const badge = styleVariants({
  done: [pill, { color: vars.color.success }],
  refunded: [pill, { color: vars.color.textMuted }],
  working: [pill, { color: vars.color.accentStrong }],
  checking: [pill, { color: vars.color.accentStrong }],
})
