import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

export const body = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  gap: vars.space.lg,
  textAlign: "start",
})

export const text = style({ display: "grid", gap: vars.space.sm, flex: "1 1 12em", minWidth: 0 })

export const description = style({ margin: 0, overflowWrap: "anywhere" })

export const price = style({ margin: 0, fontSize: vars.fontSize.large })
