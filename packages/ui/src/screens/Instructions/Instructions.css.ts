import { style } from "@vanilla-extract/css"
import { displayType, focusRing, plainList } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"
import { pageColumn, pageHeading } from "../pageStyles.ts"

export const root = style(pageColumn)

export const heading = style(pageHeading)
export const subheading = style({ ...displayType, margin: 0, fontSize: vars.fontSize.title })
export const note = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.body })
export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.md })

export const figure = style({ margin: 0, display: "flex", flexDirection: "column", gap: vars.space.md })

/** The picture and its hotspots share this box, so markers placed in percent follow the picture. */
export const stage = style({
  position: "relative",
  borderRadius: vars.radius.md,
  overflow: "hidden",
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
})

export const art = style({ display: "block", width: "100%", height: "auto" })

export const hotspots = style({ ...plainList, position: "absolute", inset: 0 })

export const hotspotItem = style({ position: "absolute", transform: "translate(-50%, -50%)" })

export const hotspot = style({
  display: "grid",
  placeItems: "center",
  boxSizing: "border-box",
  width: vars.size.iconLarge,
  height: vars.size.iconLarge,
  padding: 0,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thick} solid ${vars.color.background}`,
  background: `radial-gradient(circle at 35% 30%, ${vars.color.accentStrong}, ${vars.color.accent})`,
  color: vars.color.onAccent,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  cursor: "pointer",
  boxShadow: vars.shadow.raised,
  transitionProperty: "box-shadow, transform",
  transitionDuration: vars.motion.feedback,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    "&[data-hovered]": { boxShadow: `${vars.shadow.raised}, ${vars.shadow.glow}`, transform: "scale(1.1)" },
    "&[data-pressed]": { transform: "scale(0.95)" },
    "&[data-focus-visible]": focusRing,
  },
})

/** The key to the numbers: two columns on a phone, more where there is room. */
export const legend = style({
  ...plainList,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(10rem, 1fr))",
  gap: `${vars.space.xs} ${vars.space.lg}`,
})

export const legendItem = style({ display: "flex", alignItems: "center", gap: vars.space.sm })

export const legendNumber = style({
  display: "inline-grid",
  placeItems: "center",
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
})

export const command = style({
  fontFamily: vars.font.numeric,
  color: vars.color.accentStrong,
  whiteSpace: "nowrap",
})

export const dialogText = style({ margin: 0, lineHeight: vars.lineHeight.body })
