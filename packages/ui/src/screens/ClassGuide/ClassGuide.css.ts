import { keyframes, style } from "@vanilla-extract/css"
import { reducedMotion } from "../../theme/media.ts"
import { displayType, focusRing } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"
import { pageColumn, pageHeading } from "../pageStyles.ts"

export const root = style(pageColumn)

export const heading = style(pageHeading)
export const intro = style({ margin: 0, color: vars.color.textMuted })
export const tabs = style({ display: "flex", flexDirection: "column", gap: vars.space.lg })

/**
 * The seven tabs sit in one row on a desktop and wrap into rows on a phone (the last tile widens to
 * fill its row), so every class stays in view without sideways scrolling.
 */
export const tabList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  paddingBottom: vars.space.sm,
  borderBottom: `${vars.borderWidth.thick} solid ${vars.color.border}`,
})

export const tab = style({
  flex: "1 0 5.25rem",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: vars.size.tapTarget,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  textTransform: "capitalize",
  cursor: "pointer",
  outline: "none",
  transition: `background ${vars.motion.feedback}, border-color ${vars.motion.feedback}`,
  selectors: {
    "&[data-hovered]": { color: vars.color.text, background: vars.color.surfaceHover },
    "&[data-focus-visible]": focusRing,
    "&[data-selected]": {
      color: vars.color.accentStrong,
      background: vars.color.surfaceRaised,
      borderColor: vars.color.accent,
      boxShadow: vars.shadow.glow,
    },
  },
})

export const tabIcon = style({ width: vars.size.emblem, height: vars.size.emblem, flex: "none" })

/** The icon's 'off' look: a dim badge; 'on' (the selected tab): an accent badge. */
export const tabBadge = style({
  fill: vars.color.surface,
  stroke: vars.color.borderStrong,
  strokeWidth: 1.5,
  transition: `fill ${vars.motion.feedback}`,
  selectors: { [`${tab}[data-selected] &`]: { fill: vars.color.accent, stroke: vars.color.accentStrong } },
})

export const tabGlyph = style({
  fill: "none",
  stroke: vars.color.textMuted,
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  selectors: { [`${tab}[data-selected] &`]: { stroke: vars.color.onAccent } },
})

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })

/** Spec §2: the chosen panel fades in (300 ms, the frame's slide time); at once with reduced motion. */
export const tabPanel = style({
  outline: "none",
  borderRadius: vars.radius.md,
  animation: `${fadeIn} ${vars.motion.menu} ${vars.motion.easing}`,
  selectors: { "&[data-focus-visible]": focusRing },
  "@media": { [reducedMotion]: { animation: "none" } },
})

export const classPanel = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xl,
  alignItems: "flex-start",
})

export const portrait = style({
  flex: "0 0 10rem",
  width: "10rem",
  height: "auto",
  marginInline: "auto",
})

export const portraitSky = style({
  fill: vars.color.scene.skyMiddle,
  stroke: vars.color.borderStrong,
  strokeWidth: 2,
})
export const portraitStar = style({ fill: vars.color.scene.sparkle })
export const portraitHalo = style({ fill: vars.color.scene.skyHorizon })
export const portraitMedallion = style({
  fill: vars.color.accent,
  stroke: vars.color.accentStrong,
  strokeWidth: 3,
})
export const portraitGlyph = style({
  fill: "none",
  stroke: vars.color.onAccent,
  strokeWidth: 1.6,
  strokeLinecap: "round",
  strokeLinejoin: "round",
})
export const portraitPedestal = style({
  fill: vars.color.border,
  stroke: vars.color.borderStrong,
  strokeWidth: 2,
})

export const classText = style({
  flex: "1 1 18rem",
  minWidth: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
})

export const classTitle = style({ ...displayType, margin: 0, fontSize: vars.fontSize.title })
export const role = style({
  margin: 0,
  color: vars.color.accentStrong,
  fontWeight: vars.fontWeight.semibold,
})
export const description = style({ margin: 0, lineHeight: vars.lineHeight.body })
