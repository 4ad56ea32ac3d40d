import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

/** The map keeps its drawn proportions and never grows past its drawing size. */
export const root = style({ display: "block", width: "100%", maxWidth: "640px", height: "auto" })

export const sea = style({ fill: vars.color.scene.skyMiddle })
export const land = style({ fill: vars.color.surfaceRaised, stroke: vars.color.borderStrong, strokeWidth: 2 })
export const forest = style({ fill: vars.color.success, fillOpacity: 0.35 })
export const mountain = style({ fill: vars.color.school.mysticPeak, fillOpacity: 0.35 })
export const canyon = style({ fill: vars.color.school.phoenix, fillOpacity: 0.3 })
export const lake = style({
  fill: vars.color.scene.skyHorizon,
  stroke: vars.color.scene.haze,
  strokeWidth: 2,
})

export const road = style({
  fill: "none",
  stroke: vars.color.accent,
  strokeWidth: 4,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  strokeDasharray: "10 8",
})

export const sacredGate = style({ fill: vars.color.school.sacredGate })
export const mysticPeak = style({ fill: vars.color.school.mysticPeak })
export const phoenix = style({ fill: vars.color.school.phoenix })
export const tower = style({ fill: vars.color.accentStrong })
export const detail = style({ fill: vars.color.background })

export const marker = style({ fill: vars.color.accent, stroke: vars.color.background, strokeWidth: 2 })
export const markerNumber = style({
  fill: vars.color.onAccent,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
  fontSize: "15px",
})

/** Labels carry a dark halo so they stay readable over roads, forest and mountains alike. */
export const label = style({
  fill: vars.color.text,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.semibold,
  fontSize: "17px",
  paintOrder: "stroke",
  stroke: vars.color.background,
  strokeWidth: 4,
  strokeLinejoin: "round",
})
