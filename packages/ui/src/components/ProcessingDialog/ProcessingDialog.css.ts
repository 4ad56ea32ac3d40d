import { keyframes, style } from "@vanilla-extract/css"
import { reducedMotion } from "../../theme/media.ts"
import { vars } from "../../theme/vars.css.ts"

const sweep = keyframes({
  from: { transform: "translateX(-100%)" },
  to: { transform: "translateX(250%)" },
})

export const message = style({
  display: "block",
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.large,
  color: vars.color.text,
})

export const progress = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.sm,
})

export const timer = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.title,
  color: vars.color.accentStrong,
})

export const track = style({
  position: "relative",
  width: "100%",
  height: vars.space.md,
  overflow: "hidden",
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
})

export const fill = style({
  height: "100%",
  borderRadius: vars.radius.pill,
  background: `linear-gradient(90deg, ${vars.color.accentSubtle}, ${vars.color.accentStrong})`,
  // Ticks come once a second or so; the glide between them is motion and yields to reduced motion.
  transitionProperty: "width",
  transitionDuration: vars.motion.menu,
  transitionTimingFunction: "linear",
})

export const indeterminateFill = style({
  width: "40%",
  height: "100%",
  borderRadius: vars.radius.pill,
  background: `linear-gradient(90deg, transparent, ${vars.color.accentStrong}, transparent)`,
  animationName: sweep,
  animationDuration: "1.4s",
  animationTimingFunction: "linear",
  animationIterationCount: "infinite",
  "@media": {
    [reducedMotion]: { animation: "none", width: "100%", opacity: 0.6 },
  },
})
