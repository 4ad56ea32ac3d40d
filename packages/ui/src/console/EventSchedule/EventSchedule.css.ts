import { globalStyle, style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"
import {
  consoleActions,
  consoleFormGrid,
  consoleSection,
  consoleSectionHeading,
  consoleToolbar,
} from "../consoleStyles.ts"

export const root = style(consoleSection)

export const toolbar = style(consoleToolbar)

export const heading = style(consoleSectionHeading)

export const intro = style({ margin: 0, color: vars.color.textMuted })

export const rowActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm })

export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
})

export const formHeading = style({ margin: 0, fontSize: vars.fontSize.large })

export const fields = style(consoleFormGrid)

/** The title and the link: the whole width of the form. */
export const wide = style({ gridColumn: "1 / -1", minWidth: 0 })

globalStyle(`${wide} input`, { width: "100%", boxSizing: "border-box" })

export const actions = style(consoleActions)

export const saving = style({ color: vars.color.textMuted })
