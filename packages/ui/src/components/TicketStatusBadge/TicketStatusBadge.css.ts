import { style, styleVariants } from "@vanilla-extract/css"
import { statusPill } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

const base = style(statusPill)

/** Open waits on staff (the accent), answered waits on the player (success), closed is done (muted). */
export const badge = styleVariants({
  open: [base, { color: vars.color.accentStrong }],
  answered: [base, { color: vars.color.success }],
  closed: [base, { color: vars.color.textMuted }],
})
