import { style } from "@vanilla-extract/css"
import { displayType } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"
import { pageColumn, pageHeading } from "../pageStyles.ts"

export const root = style(pageColumn)
export const heading = style(pageHeading)

export const note = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.body })

export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  maxWidth: "40rem",
})

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md })

export const code = style({ fontFamily: vars.font.numeric, letterSpacing: vars.letterSpacing.display })

/** The guest's own ticket, under the way to log in. */
export const guest = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  paddingTop: vars.space.lg,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
})

export const subheading = style({ ...displayType, margin: 0, fontSize: vars.fontSize.title })
