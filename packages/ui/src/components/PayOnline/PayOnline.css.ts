import { style } from "@vanilla-extract/css"
import { displayType, fieldLabelText, focusRing } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({ display: "grid", gap: vars.space.lg })

export const heading = style({ ...displayType, margin: 0, fontSize: vars.fontSize.title })

export const intro = style({ margin: 0, color: vars.color.textMuted })

export const group = style({ display: "grid", gap: vars.space.sm, minWidth: 0 })

export const groupLabel = style(fieldLabelText)

export const packages = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))",
  gap: vars.space.md,
})

/** A choice drawn as a box: the accent's border and glow when chosen, the focus ring from the keyboard. */
const choiceBox = {
  boxSizing: "border-box",
  minHeight: vars.size.tapTarget,
  border: `${vars.borderWidth.thick} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  cursor: "pointer",
  outline: "none",
  transitionProperty: "background, border-color",
  transitionDuration: vars.motion.feedback,
  selectors: {
    "&[data-hovered]": { background: vars.color.surfaceHover },
    "&[data-selected]": {
      borderColor: vars.color.accent,
      background: vars.color.surfaceRaised,
      boxShadow: vars.shadow.glow,
    },
    "&[data-focus-visible]": focusRing,
    "&[data-disabled]": { cursor: "default" },
  },
} as const

export const packageChoice = style({
  ...choiceBox,
  display: "grid",
  alignContent: "start",
  gap: vars.space.xs,
  padding: vars.space.md,
})

export const packageName = style({ fontWeight: vars.fontWeight.semibold })

export const price = style({
  ...displayType,
  fontSize: vars.fontSize.title,
  color: vars.color.accentStrong,
})

export const bonus = style({ color: vars.color.success })

export const provider = style({
  display: "grid",
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: "none",
})

export const providerName = style({ padding: 0, marginBottom: vars.space.xs, color: vars.color.textMuted })

export const methods = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm })

export const methodChoice = style({
  ...choiceBox,
  display: "inline-flex",
  alignItems: "center",
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.pill,
})

export const summary = style({ margin: 0, fontWeight: vars.fontWeight.semibold })

export const guest = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md })

export const guestNote = style({ margin: 0 })
