import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

export const root = style({ display: "block", width: "100%", height: "100%" })
export const towers = style({ fill: vars.color.sky.silhouette })
export const windows = style({ fill: vars.color.sky.window, opacity: 0.75 })
