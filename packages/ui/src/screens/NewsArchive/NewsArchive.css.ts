import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"
import { pageColumn, pageHeading } from "../pageStyles.ts"

export const root = style({ ...pageColumn, gap: vars.space.lg })

export const heading = style(pageHeading)

export const back = style({ margin: 0 })
