import { style } from "@vanilla-extract/css"
import { wideScreen } from "../../theme/media.ts"
import { vars } from "../../theme/vars.css.ts"
import { pageCard, ruledPageHeading } from "../pageStyles.ts"

export const root = style({
  ...pageCard,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  minHeight: vars.size.contentMinHeight,
})

export const heading = style(ruledPageHeading)

export const emblem = style({ display: "inline-flex", color: vars.color.accent, flexShrink: 0 })

export const message = style({ margin: 0, fontSize: vars.fontSize.large, color: vars.color.text })

export const note = style({ margin: 0, color: vars.color.textMuted })

/** Stacked full-width on phones, side by side from the wide layout. */
export const actions = style({
  display: "grid",
  gap: vars.space.md,
  "@media": {
    [wideScreen]: { display: "flex", flexWrap: "wrap" },
  },
})
