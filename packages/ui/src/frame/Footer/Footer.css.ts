import { style } from "@vanilla-extract/css"
import { wideScreen } from "../../theme/media.ts"
import { focusRing, plainList } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({
  marginTop: vars.space.xxxl,
  paddingBlock: vars.space.xl,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: `linear-gradient(180deg, transparent, ${vars.color.background} 40%)`,
  color: vars.color.textMuted,
})

export const artMap = style({
  position: "relative",
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.accentSubtle}`,
  background: `radial-gradient(80% 140% at 50% 0%, ${vars.color.surfaceRaised}, ${vars.color.surfaceSunken})`,
  boxShadow: vars.shadow.insetHighlight,
})

/** The accent road the medallions sit on, like the paths on a campus map. */
export const road = style({
  position: "absolute",
  insetInline: vars.space.xxl,
  top: `calc(${vars.space.lg} + ${vars.size.emblem} / 2)`,
  height: vars.borderWidth.thick,
  background: `linear-gradient(90deg, transparent, ${vars.color.accentSubtle} 10%, ${vars.color.accent} 50%, ${vars.color.accentSubtle} 90%, transparent)`,
  display: "none",
  "@media": {
    [wideScreen]: { display: "block" },
  },
})

export const artLinks = style({
  ...plainList,
  position: "relative",
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(5rem, 1fr))",
  rowGap: vars.space.lg,
  columnGap: vars.space.xs,
  "@media": {
    [wideScreen]: { gridTemplateColumns: "repeat(7, minmax(0, 1fr))" },
  },
})

export const artLink = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: "none",
  textAlign: "center",
  fontSize: vars.fontSize.body,
  cursor: "pointer",
  selectors: {
    "&:hover": { color: vars.color.accentStrong },
    "&:focus-visible": focusRing,
  },
})

export const medallion = style({
  display: "grid",
  placeItems: "center",
  width: vars.size.emblem,
  height: vars.size.emblem,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thick} solid ${vars.color.accent}`,
  background: `radial-gradient(circle at 50% 30%, ${vars.color.surfaceHover}, ${vars.color.background})`,
  color: vars.color.accentStrong,
  transitionProperty: "box-shadow, background",
  transitionDuration: vars.motion.feedback,
  selectors: {
    [`${artLink}:hover &`]: {
      boxShadow: vars.shadow.glow,
      background: `radial-gradient(circle at 50% 30%, ${vars.color.accentStrong}, ${vars.color.accent})`,
      color: vars.color.onAccent,
    },
  },
})

export const bottom = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.md,
  marginTop: vars.space.xl,
  textAlign: "center",
})

export const policies = style({
  ...plainList,
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  columnGap: vars.space.xl,
  rowGap: vars.space.sm,
})

export const copyright = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
})
