import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

export const rank = style({ fontFamily: vars.font.numeric, color: vars.color.accentStrong })
