import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

export const root = style({
  fontSize: vars.fontSize.body,
})

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
})

/** A finger's room on a phone; the current language reads as chosen, not as a link. */
export const language = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textDecoration: "none",
  selectors: {
    "&:hover": { color: vars.color.text, textDecoration: "underline" },
    "&:focus-visible": {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focus}`,
      outlineOffset: vars.borderWidth.thick,
    },
    '&[aria-current="true"]': {
      color: vars.color.accent,
      fontWeight: vars.fontWeight.bold,
      textDecoration: "none",
    },
  },
})
