import { style } from "@vanilla-extract/css"
import { plainList, tabFace, tabStrip } from "../../theme/styleFragments.ts"

export const root = style({ overflowX: "auto" })

export const list = style({ ...plainList, ...tabStrip })

// Each tab is a link to its category's page: the current one is marked as the page.
export const tab = style({ ...tabFace('&[aria-current="page"]'), textDecoration: "none" })
