import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

// The fields side by side where they fit, the button lined up with their boxes rather than labels.
export const filters = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(11rem, 1fr))",
  alignItems: "end",
  gap: vars.space.md,
})
