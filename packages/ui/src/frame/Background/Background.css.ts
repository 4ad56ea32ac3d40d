import { keyframes, style } from "@vanilla-extract/css"
import { wideScreen } from "../../theme/media.ts"
import { defaultTokens } from "../../theme/tokens.ts"
import { vars } from "../../theme/vars.css.ts"

/**
 * The sky changes slowly, so it moves in small steps about ten times a second instead of on every
 * frame: it looks the same, and an idle page costs a phone far less. (Measured in a software-rendered
 * Chromium on an idle page: about 60% of a core at desktop width became about 15%; at phone width
 * about 30% became 10%.) The step counts follow the default theme's durations; a theme that changes
 * them changes the rate, not the look.
 */
const skyUpdatesPerSecond = 10
const secondsOf = (duration: string) => Number.parseFloat(duration)
const stepsFor = (seconds: number) => `steps(${Math.max(1, Math.round(seconds * skyUpdatesPerSecond))})`
// The twinkle runs there and back (0% → 50% → 100%); steps apply to each half.
const twinkleSteps = stepsFor(secondsOf(defaultTokens.motion.twinkle) / 2)
const driftSteps = stepsFor(secondsOf(defaultTokens.motion.drift))

const twinkle = keyframes({
  "0%, 100%": { opacity: 0.55 },
  "50%": { opacity: 1 },
})

const drift = keyframes({
  from: { transform: "translateX(0)" },
  to: { transform: "translateX(-50%)" },
})

/** The whole sky stays behind the page and never takes pointer events or space. */
export const root = style({
  position: "fixed",
  inset: 0,
  zIndex: vars.zIndex.background,
  overflow: "hidden",
  pointerEvents: "none",
  background: `radial-gradient(120% 70% at 75% 0%, ${vars.color.scene.skyGlow}, transparent 60%), linear-gradient(180deg, ${vars.color.scene.skyTop}, ${vars.color.scene.skyMiddle} 45%, ${vars.color.scene.skyHorizon})`,
})

const layer = {
  position: "absolute",
  inset: 0,
} as const

export const starsFar = style({
  ...layer,
  opacity: 0.7,
  animationName: twinkle,
  animationDuration: vars.motion.twinkle,
  animationIterationCount: "infinite",
  animationTimingFunction: twinkleSteps,
})

export const starsNear = style({
  ...layer,
  animationName: twinkle,
  animationDuration: vars.motion.twinkle,
  animationDelay: `calc(${vars.motion.twinkle} / -2)`,
  animationIterationCount: "infinite",
  animationTimingFunction: twinkleSteps,
})

export const moon = style({
  position: "absolute",
  top: vars.space.sm,
  right: vars.space.lg,
  width: `calc(${vars.size.moon} * 0.7)`,
  height: `calc(${vars.size.moon} * 0.7)`,
  borderRadius: vars.radius.pill,
  background: `radial-gradient(circle at 38% 36%, ${vars.color.scene.sparkle}, ${vars.color.scene.luminary} 55%, ${vars.color.accent})`,
  boxShadow: `0 0 calc(${vars.size.moon} / 2) ${vars.color.scene.luminary}, 0 0 ${vars.size.moon} ${vars.color.scene.skyGlow}`,
  opacity: 0.9,
  "@media": {
    // In the header's gap between the brand and the clock, never behind text.
    [wideScreen]: {
      top: vars.space.lg,
      right: "auto",
      left: "56%",
      width: vars.size.moon,
      height: vars.size.moon,
    },
  },
})

/** A band of mist twice the window's width, sliding slowly sideways over the towers. */
export const mist = style({
  position: "absolute",
  left: 0,
  bottom: "12%",
  width: "200%",
  height: "28%",
  background: `radial-gradient(50% 60% at 25% 60%, ${vars.color.scene.haze}, transparent 70%), radial-gradient(50% 60% at 75% 40%, ${vars.color.scene.haze}, transparent 70%)`,
  opacity: 0.22,
  filter: `blur(${vars.space.xl})`,
  animationName: drift,
  animationDuration: vars.motion.drift,
  animationIterationCount: "infinite",
  animationTimingFunction: driftSteps,
})

export const skyline = style({
  position: "absolute",
  insetInline: 0,
  bottom: 0,
  height: "32vh",
  opacity: 0.95,
})
