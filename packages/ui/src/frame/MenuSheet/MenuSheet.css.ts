import { globalStyle, style } from "@vanilla-extract/css"
import {
  displayType,
  focusRing,
  menuLinkStates,
  plainList,
  visuallyHidden,
} from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({
  flexShrink: 0,
})

const squareButton = {
  display: "grid",
  placeItems: "center",
  width: vars.size.tapTarget,
  height: vars.size.tapTarget,
  padding: 0,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.accent}`,
  background: `linear-gradient(180deg, ${vars.color.surfaceRaised}, ${vars.color.surface})`,
  color: vars.color.accentStrong,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surfaceHover },
    "&:focus-visible": focusRing,
  },
} as const

export const toggle = style(squareButton)

export const toggleLabel = style(visuallyHidden)

/** A sheet along the right edge, the height of the screen, scrolling on its own. */
export const sheet = style({
  boxSizing: "border-box",
  position: "fixed",
  inset: 0,
  insetInlineStart: "auto",
  width: "min(22rem, 100vw)",
  maxWidth: "100vw",
  height: "100dvh",
  maxHeight: "100dvh",
  margin: 0,
  padding: 0,
  overflowY: "auto",
  overscrollBehavior: "contain",
  border: "none",
  borderInlineStart: `${vars.borderWidth.thin} solid ${vars.color.accentSubtle}`,
  background: `linear-gradient(180deg, ${vars.color.surfaceRaised}, ${vars.color.surface})`,
  boxShadow: vars.shadow.panel,
  color: vars.color.text,
  selectors: {
    "&::backdrop": { background: vars.color.scrim },
  },
})

export const body = style({
  minHeight: "100%",
  paddingInline: vars.space.lg,
  paddingBlockEnd: vars.space.xl,
})

export const top = style({
  position: "sticky",
  top: 0,
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  background: vars.color.surfaceRaised,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
})

export const title = style({
  ...displayType,
  margin: 0,
  fontSize: vars.fontSize.title,
  color: vars.color.accentStrong,
})

export const close = style(squareButton)

/** A guest's Login and Sign Up, side by side above the menu, the first things a guest reaches. */
export const guestEntries = style({
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
})

/**
 * Each is half the sheet wide, so a button's usual side padding would leave Filipino's "Mag-register"
 * too little room and break it at its hyphen; a narrower padding keeps both on one line (the words
 * stay centred, so the English look the same).
 */
globalStyle(`${guestEntries} > a`, { paddingInline: vars.space.md })

export const groups = style({
  ...plainList,
  display: "grid",
  gap: vars.space.sm,
  paddingBlockStart: vars.space.sm,
})

const linkBase = {
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  textDecoration: "none",
} as const

export const heading = style({
  ...linkBase,
  ...displayType,
  fontSize: vars.fontSize.large,
  color: vars.color.accentStrong,
  selectors: {
    "&:hover": { color: vars.color.linkHover },
    "&:focus-visible": { ...focusRing, outlineOffset: `calc(-1 * ${vars.borderWidth.focus})` },
  },
})

export const links = style({
  ...plainList,
  marginInlineStart: vars.space.md,
  borderInlineStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
})

export const link = style({
  ...linkBase,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  selectors: menuLinkStates,
})
