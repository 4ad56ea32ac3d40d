import { style } from "@vanilla-extract/css"
import { focusRing, panelSurface } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({
  ...panelSurface,
  position: "relative",
  display: "grid",
  justifyItems: "center",
  alignContent: "start",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  textAlign: "center",
  transition: `border-color ${vars.motion.feedback}`,
  selectors: { "&:hover, &:focus-within": { borderColor: vars.color.accent } },
})

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textHeading,
  overflowWrap: "anywhere",
})

/** The card-wide button that opens the details: over the picture and name, under the actions. */
export const details = style({
  position: "absolute",
  inset: 0,
  zIndex: 1,
  padding: 0,
  border: "none",
  borderRadius: "inherit",
  background: "transparent",
  cursor: "pointer",
  WebkitTapHighlightColor: "transparent",
  outline: "none",
  selectors: { "&[data-focus-visible]": focusRing },
})

export const actions = style({
  position: "relative",
  zIndex: 2,
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space.xs,
})

const corner = {
  position: "absolute",
  insetBlockStart: vars.space.xs,
  insetInlineStart: vars.space.xs,
} as const

/** Variant 1's fixed ribbon. */
export const hotRibbon = style({
  ...corner,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: "uppercase",
})

export const ribbonImage = style({ ...corner, width: vars.size.iconLarge, height: vars.size.iconLarge })
