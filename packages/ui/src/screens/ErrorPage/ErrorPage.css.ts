import { style } from "@vanilla-extract/css"
import { wideScreen } from "../../theme/media.ts"
import { vars } from "../../theme/vars.css.ts"
import { pageCard, pageHeading } from "../pageStyles.ts"

export const root = style({
  ...pageCard,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.lg,
  paddingBlock: vars.space.xxxl,
  textAlign: "center",
})

export const emblem = style({
  display: "grid",
  placeItems: "center",
  width: `calc(${vars.size.emblem} * 1.5)`,
  height: `calc(${vars.size.emblem} * 1.5)`,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thick} solid ${vars.color.accent}`,
  background: `radial-gradient(circle at 50% 30%, ${vars.color.surfaceHover}, ${vars.color.background})`,
  color: vars.color.accentStrong,
  boxShadow: vars.shadow.glow,
})

export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.caps,
  color: vars.color.danger,
})

export const heading = style({ ...pageHeading })

export const message = style({
  maxWidth: "38rem",
  margin: 0,
  color: vars.color.text,
})

/** Stacked full-width on phones, side by side from the wide layout. */
export const actions = style({
  display: "grid",
  gap: vars.space.md,
  width: "100%",
  "@media": {
    [wideScreen]: { display: "flex", flexWrap: "wrap", justifyContent: "center" },
  },
})
