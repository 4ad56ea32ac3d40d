import { style } from "@vanilla-extract/css"
import { visuallyHidden } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs })

export const hidden = style(visuallyHidden)
