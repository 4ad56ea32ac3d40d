import { style } from "@vanilla-extract/css"
import { tabFace, tabStrip } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.lg })

export const heading = style({
  margin: 0,
  color: vars.color.textHeading,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.title,
})

export const meta = style({ margin: 0, color: vars.color.textMuted })

export const tabList = style(tabStrip)

export const tab = style({ ...tabFace("&[data-selected]"), cursor: "pointer" })

export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  paddingTop: vars.space.lg,
  outline: "none",
})

export const fields = style({ display: "flex", flexDirection: "column", gap: vars.space.lg })

export const pair = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))",
  gap: vars.space.lg,
})

export const thumbnail = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

export const legend = style({
  paddingInline: vars.space.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
})

export const thumbnailRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
})

export const thumbnailPicture = style({
  display: "block",
  maxWidth: "12rem",
  maxHeight: "8rem",
  objectFit: "contain",
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
})

export const uploadStatus = style({ margin: 0, color: vars.color.textMuted })

export const uploadError = style({ margin: 0, color: vars.color.danger })

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md })
