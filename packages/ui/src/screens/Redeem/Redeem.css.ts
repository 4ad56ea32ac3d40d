import { style } from "@vanilla-extract/css"
import { displayType } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"
import { economyPage } from "../economyStyles.ts"
import { pageHeading } from "../pageStyles.ts"

export const root = style(economyPage)
export const heading = style(pageHeading)
export const part = style({ display: "grid", gap: vars.space.lg })
export const partHeading = style({ ...displayType, margin: 0, fontSize: vars.fontSize.title })
