import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

export const root = style({ display: "block", width: "100%", height: "100%" })
export const star = style({ fill: vars.color.scene.sparkle })
