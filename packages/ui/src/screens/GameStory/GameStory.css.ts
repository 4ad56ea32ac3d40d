import { style } from "@vanilla-extract/css"
import { displayType } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"
import { pageColumn, pageHeading } from "../pageStyles.ts"

export const root = style(pageColumn)

export const heading = style(pageHeading)
export const intro = style({ margin: 0, fontSize: vars.fontSize.large, color: vars.color.textMuted })

export const chapters = style({ display: "flex", flexDirection: "column", gap: vars.space.lg })
export const chapter = style({ display: "flex", flexDirection: "column", gap: vars.space.sm })
export const chapterTitle = style({ ...displayType, margin: 0, fontSize: vars.fontSize.title })
export const paragraph = style({ margin: 0 })

export const mapSection = style({ display: "flex", flexDirection: "column", gap: vars.space.md })
export const subheading = style({ ...displayType, margin: 0, fontSize: vars.fontSize.title })

export const figure = style({
  margin: 0,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
})

export const caption = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.body,
  textAlign: "center",
})

export const placesTitle = style({ ...displayType, margin: 0, fontSize: vars.fontSize.large })

export const places = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(16rem, 1fr))",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
})

export const place = style({ display: "flex", gap: vars.space.sm, alignItems: "baseline" })

export const placeMarker = style({
  flex: "none",
  display: "inline-grid",
  placeItems: "center",
  width: "1.75rem",
  height: "1.75rem",
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.bold,
})

export const placeName = style({ fontWeight: vars.fontWeight.bold, color: vars.color.textHeading })
