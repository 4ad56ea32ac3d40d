import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"
import { economyPage } from "../economyStyles.ts"
import { pageHeading } from "../pageStyles.ts"

export const root = style(economyPage)
export const heading = style(pageHeading)
export const item = style({ display: "inline-flex", alignItems: "center", gap: vars.space.sm })
