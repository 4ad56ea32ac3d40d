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
  border: `${vars.borderWidth.thick} solid ${vars.color.goldDeep}`,
  background: `radial-gradient(120% 90% at 50% 0%, ${vars.color.surfaceHover}, ${vars.color.surface} 60%, ${vars.color.ink})`,
  boxShadow: `${vars.shadow.panel}, ${vars.shadow.insetHighlight}`,
  color: vars.color.goldBright,
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
      borderColor: vars.color.gold,
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
  border: `${vars.borderWidth.thick} solid ${vars.color.gold}`,
  background: `radial-gradient(circle at 50% 35%, ${vars.color.goldBright}, ${vars.color.gold} 45%, ${vars.color.goldDeep})`,
  color: vars.color.onGold,
  boxShadow: vars.shadow.glow,
})

export const label = style({
  ...displayType,
  color: vars.color.goldBright,
  fontSize: vars.fontSize.large,
})
