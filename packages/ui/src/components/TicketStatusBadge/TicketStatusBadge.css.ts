import { style, styleVariants } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

const base = style({
  display: "inline-block",
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thin} solid currentColor`,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: "nowrap",
})

/** Open waits on staff (the accent), answered waits on the player (success), closed is done (muted). */
export const badge = styleVariants({
  open: [base, { color: vars.color.accentStrong }],
  answered: [base, { color: vars.color.success }],
  closed: [base, { color: vars.color.textMuted }],
})
