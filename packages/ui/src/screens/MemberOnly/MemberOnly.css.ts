import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"
import { economyPage } from "../economyStyles.ts"
import { pageHeading } from "../pageStyles.ts"

export const root = style({ ...economyPage, alignItems: "flex-start" })
export const heading = style(pageHeading)
export const note = style({ margin: 0, color: vars.color.text })
