import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"
import { cell } from "../ContentTable/ContentTable.css.ts"

export const rank = style([
  cell,
  { width: "3.5rem", textAlign: "center", fontFamily: vars.font.numeric, color: vars.color.accentStrong },
])

export const name = style([cell, { fontWeight: vars.fontWeight.semibold }])

/** The class and school images sit centred in their own narrow columns. */
export const picture = style([cell, { width: vars.size.emblem, textAlign: "center" }])
