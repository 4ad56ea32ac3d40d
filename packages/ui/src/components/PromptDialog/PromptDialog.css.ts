import { style } from "@vanilla-extract/css"

// The message frame centres its text; a field reads from the start.
export const form = style({ display: "flex", flexDirection: "column", textAlign: "start" })
