import { style } from "@vanilla-extract/css"
import { displayType, plainList } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"
import { economyPage } from "../economyStyles.ts"
import { pageHeading } from "../pageStyles.ts"

export const root = style(economyPage)
export const heading = style(pageHeading)
export const intro = style({ margin: 0, color: vars.color.textMuted })

export const part = style({ display: "grid", gap: vars.space.md, minWidth: 0 })
export const partHeading = style({
  ...displayType,
  margin: 0,
  fontSize: vars.fontSize.title,
  outline: "none",
})

/** One card per row on a phone, two side by side where they fit. */
export const cards = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 20rem), 1fr))",
  gap: vars.space.lg,
})

export const accountServices = style(plainList)
