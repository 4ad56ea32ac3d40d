import { style } from "@vanilla-extract/css"
import { pageCard } from "../pageStyles.ts"

export const root = style({ ...pageCard })
