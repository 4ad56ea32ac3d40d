import type { StyleRule } from "@vanilla-extract/css"
import { vars } from "../theme/vars.css.ts"
import { pageCard } from "./pageStyles.ts"

/** The page card of the shop, cart, history and redeem screens. */
export const economyPage: StyleRule = {
  ...pageCard,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xl,
  minHeight: vars.size.contentMinHeight,
}

/** A loading, empty or failed list: a calm line in the space the list will take. */
export const listNote: StyleRule = {
  margin: 0,
  padding: vars.space.xl,
  textAlign: "center",
  color: vars.color.textMuted,
}

/** A failure told in the page. */
export const problem: StyleRule = {
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
}

/** A table that scrolls sideways inside its own box on a phone, never the page (VISUAL.md). */
export const tableScroller: StyleRule = { overflowX: "auto" }

export const table: StyleRule = { width: "100%", borderCollapse: "collapse" }

export const headCell: StyleRule = {
  padding: vars.space.sm,
  textAlign: "start",
  color: vars.color.textHeading,
  borderBottom: `${vars.borderWidth.thick} solid ${vars.color.border}`,
  whiteSpace: "nowrap",
}

export const cell: StyleRule = {
  padding: vars.space.sm,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  verticalAlign: "middle",
}
