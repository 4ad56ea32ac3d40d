import { style } from "@vanilla-extract/css"
import { visuallyHidden } from "../../theme/styleFragments.ts"

/** Words screen readers hear and the screen does not show: a plain style, no script to load for it. */
export const hiddenHint = style(visuallyHidden)
