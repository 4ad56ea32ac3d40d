import { style } from "@vanilla-extract/css"
import { economyPage } from "../economyStyles.ts"
import { pageHeading } from "../pageStyles.ts"

export const root = style(economyPage)
export const heading = style(pageHeading)
