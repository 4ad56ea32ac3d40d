import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

export const root = style({ display: "block", width: "100%", height: "100%" })
export const towers = style({ fill: vars.color.scene.silhouette })
export const windows = style({ fill: vars.color.scene.lamplight, opacity: 0.75 })
