import { keyframes, style } from "@vanilla-extract/css"
import { displayType, focusRing, visuallyHidden } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"
import { pageCard } from "../pageStyles.ts"

/** From this window width the page has room for two columns of cards (a large phone held sideways, a tablet, a desktop). */
const twoColumns = "screen and (min-width: 720px)"

/**
 * One column on a phone; two from {@link twoColumns}, news and events beside the ranking, so a wide
 * screen is filled rather than holding one narrow column of cards.
 */
export const root = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.xl,
  alignItems: "start",
  "@media": { [twoColumns]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
})

export const column = style({ display: "flex", flexDirection: "column", gap: vars.space.xl, minWidth: 0 })

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

export const headlines = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: "none",
})

export const headline = style({ display: "flex", flexDirection: "column", gap: vars.space.xxs })

export const headlineDate = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small })

export const events = headlines

/** Three lines each: the title, when, and the countdown's line kept free until it ticks, so nothing moves. */
export const event = style({
  display: "grid",
  gridTemplateRows: "auto auto minmax(1.5em, auto)",
  gap: vars.space.xxs,
})

export const eventTitle = style({ fontWeight: vars.fontWeight.semibold })

export const eventWhen = headlineDate

export const countdown = style({ color: vars.color.text })

/** Figures of equal width, so the countdown does not shimmer as it ticks. */
export const countdownFigures = style({
  fontVariantNumeric: "tabular-nums",
  fontWeight: vars.fontWeight.semibold,
})

export const running = style({ color: vars.color.success, fontWeight: vars.fontWeight.semibold })
