import { keyframes, style } from "@vanilla-extract/css"
import { displayType, focusRing, visuallyHidden } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"
import { pageCard } from "../pageStyles.ts"

export const root = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(18rem, 1fr))",
  gap: vars.space.xl,
  alignItems: "start",
})

export const widget = style({ ...pageCard, display: "flex", flexDirection: "column", gap: vars.space.md })

export const title = style({ ...displayType, margin: 0, fontSize: vars.fontSize.title })

export const schoolChoice = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 0,
})

export const schoolChoiceLegend = style(visuallyHidden)

/** The radio itself is hidden; its label is the pill, and shows the radio's focus and choice. */
export const schoolRadio = style(visuallyHidden)

export const schoolOption = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  boxSizing: "border-box",
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  font: "inherit",
  fontWeight: vars.fontWeight.semibold,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&:hover": { color: vars.color.text, background: vars.color.surfaceHover },
    "&:has(:focus-visible)": focusRing,
    "&:has(:checked)": {
      color: vars.color.onAccent,
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
  },
})

const open = keyframes({
  from: { opacity: 0, clipPath: "inset(0 0 100% 0)" },
  to: { opacity: 1, clipPath: "inset(0 0 0 0)" },
})

/**
 * Spec §2: the list animates open each time it is (re)loaded; the theme's reduced-motion tokens calm it.
 * The fill is `backwards` only: the last frame is the list's own look, so nothing needs holding after
 * the end, and a zero-length animation (reduced motion) can never leave the list on its first,
 * transparent frame (Storybook's test mode pauses animations reversed, which did exactly that).
 */
export const opening = style({ animation: `${open} ${vars.motion.menu} ${vars.motion.easing} backwards` })

export const social = style({ margin: 0, color: vars.color.textMuted })

export const more = style({ margin: 0 })
