import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"
import { consoleSection, consoleSectionHeading } from "../consoleStyles.ts"

export const root = style(consoleSection)

export const heading = style(consoleSectionHeading)

export const intro = style({ margin: 0, color: vars.color.textMuted })

// The choice and its button side by side, the button lined up with the choice's box.
export const form = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(11rem, max-content))",
  alignItems: "end",
  gap: vars.space.md,
})
