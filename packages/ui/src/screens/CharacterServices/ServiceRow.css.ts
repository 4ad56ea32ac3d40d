import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

/** Name over price at the start, Use at the end within a thumb's reach, and a reason under both. */
export const root = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  gridTemplateAreas: `"name action" "price action" "reason reason"`,
  alignItems: "center",
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
})

export const name = style({
  gridArea: "name",
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: "anywhere",
})

export const price = style({ gridArea: "price" })

export const action = style({ gridArea: "action" })

export const reason = style({ gridArea: "reason", margin: 0, color: vars.color.textMuted })
