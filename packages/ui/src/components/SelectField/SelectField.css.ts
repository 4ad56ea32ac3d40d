import { style } from "@vanilla-extract/css"

export const select = style({
  // The list's own colours, so the opened system picker stays readable on dark themes.
  colorScheme: "dark",
})
