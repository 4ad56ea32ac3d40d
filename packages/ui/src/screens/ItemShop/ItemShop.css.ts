import { style } from "@vanilla-extract/css"
import { displayType } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"
import { economyPage } from "../economyStyles.ts"
import { pageHeading } from "../pageStyles.ts"

export const root = style(economyPage)

export const heading = style(pageHeading)

export const section = style({ display: "grid", gap: vars.space.md })

export const sectionHeading = style({ ...displayType, margin: 0, fontSize: vars.fontSize.title })

const cards = {
  display: "grid",
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.size.itemImage} * 2), 1fr))`,
  gap: vars.space.md,
} as const

export const grid = style(cards)
