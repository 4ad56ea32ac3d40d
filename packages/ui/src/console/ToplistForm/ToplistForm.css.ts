import { globalStyle, style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"
import { consoleActions, consoleFormGrid } from "../consoleStyles.ts"

export const root = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
})

export const heading = style({ margin: 0, fontSize: vars.fontSize.large })

export const fields = style(consoleFormGrid)

/** A field for a long address or a list of them: the whole width of the form. */
export const wide = style({ gridColumn: "1 / -1", minWidth: 0 })

globalStyle(`${wide} input, ${wide} textarea`, { width: "100%", boxSizing: "border-box" })

// The field's shared box is one line high; the list of addresses grows with what it holds.
globalStyle(`${wide} textarea`, {
  height: "auto",
  minHeight: "5rem",
  paddingBlock: vars.space.sm,
  lineHeight: vars.lineHeight.body,
  resize: "vertical",
  fontFamily: vars.font.numeric,
})

export const switches = style({ display: "flex", flexDirection: "column", gap: vars.space.sm })

export const note = style({ margin: 0, color: vars.color.textMuted })

export const actions = style(consoleActions)

export const saving = style({ color: vars.color.textMuted })
