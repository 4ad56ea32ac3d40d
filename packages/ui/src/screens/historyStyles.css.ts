import { style } from "@vanilla-extract/css"
import { vars } from "../theme/vars.css.ts"
import {
  cell as cellRule,
  economyPage,
  headCell,
  listNote,
  problem as problemRule,
  table as tableRule,
  tableScroller,
} from "./economyStyles.ts"
import { pageHeading } from "./pageStyles.ts"

export const root = style(economyPage)
export const heading = style(pageHeading)
export const note = style(listNote)
export const problem = style(problemRule)
export const scroller = style(tableScroller)
export const table = style(tableRule)
export const head = style(headCell)
export const cell = style(cellRule)
export const numeric = style({
  ...cellRule,
  textAlign: "end",
  fontFamily: vars.font.numeric,
  whiteSpace: "nowrap",
})
export const itemCell = style({ ...cellRule, display: "flex", alignItems: "center", gap: vars.space.sm })
