import { style } from "@vanilla-extract/css"
import { fieldLabelText, focusRing } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

/** The form beside its preview; the preview goes under it on narrow screens. */
export const root = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 22rem), 1fr))",
  gap: vars.space.xl,
  alignItems: "start",
})

export const form = style({ display: "grid", gap: vars.space.lg })

export const heading = style({ margin: 0, fontSize: vars.fontSize.title, color: vars.color.textHeading })

export const group = style({
  display: "grid",
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

export const legend = style({ ...fieldLabelText, paddingInline: vars.space.xs })

export const pair = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(9rem, 1fr))",
  gap: vars.space.md,
  alignItems: "start",
})

export const upload = style({ display: "grid", gap: vars.space.sm })

export const textArea = style({
  paddingBlock: vars.space.sm,
  lineHeight: vars.lineHeight.body,
  resize: "vertical",
})

/** A check box with its label, one tap target high. */
export const choice = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: vars.size.tapTarget,
  color: vars.color.text,
  cursor: "pointer",
  lineHeight: vars.lineHeight.body,
})

export const checkMark = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  boxSizing: "border-box",
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  selectors: {
    [`${choice}[data-selected] &`]: {
      borderColor: vars.color.accent,
      background: `linear-gradient(135deg, ${vars.color.accentStrong}, ${vars.color.accent})`,
    },
    [`${choice}[data-focus-visible] &`]: focusRing,
  },
})

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center" })
