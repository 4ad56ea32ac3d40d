import { style } from "@vanilla-extract/css"
import { wideScreen } from "../../theme/media.ts"
import { displayType, focusRing, plainList } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({
  "@media": {
    [wideScreen]: { height: "100%" },
  },
})

export const list = style({
  ...plainList,
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.md,
  height: "100%",
})

export const item = style({ display: "flex" })

export const tile = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  width: "100%",
  minHeight: vars.size.menuCollapsed,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thick} solid ${vars.color.accentSubtle}`,
  background: `radial-gradient(120% 90% at 50% 0%, ${vars.color.surfaceHover}, ${vars.color.surface} 60%, ${vars.color.background})`,
  boxShadow: `${vars.shadow.panel}, ${vars.shadow.insetHighlight}`,
  color: vars.color.accentStrong,
  textDecoration: "none",
  textAlign: "center",
  cursor: "pointer",
  overflow: "hidden",
  transitionProperty: "border-color, box-shadow, transform",
  transitionDuration: vars.motion.feedback,
  selectors: {
    "&::after": {
      content: "",
      position: "absolute",
      inset: vars.space.xs,
      borderRadius: vars.radius.md,
      border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
      pointerEvents: "none",
    },
    "&:hover": {
      borderColor: vars.color.accent,
      boxShadow: `${vars.shadow.panel}, ${vars.shadow.glow}`,
    },
    "&:active": { transform: `translateY(${vars.borderWidth.thin})` },
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
  background: `radial-gradient(circle at 50% 35%, ${vars.color.accentStrong}, ${vars.color.accent} 45%, ${vars.color.accentSubtle})`,
  color: vars.color.onAccent,
  boxShadow: vars.shadow.glow,
})

export const label = style({
  ...displayType,
  color: vars.color.accentStrong,
  fontSize: vars.fontSize.large,
})
