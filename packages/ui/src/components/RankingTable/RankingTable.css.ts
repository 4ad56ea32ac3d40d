import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

export const rank = style({ fontFamily: vars.font.numeric, color: vars.color.accentStrong })

/** The symbols' own `<svg>` takes no room; only the icons that show them are seen. */
export const symbols = style({ position: "absolute", width: 0, height: 0, overflow: "hidden" })
