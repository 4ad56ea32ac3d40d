import type { StyleRule } from "@vanilla-extract/css"
import { vars } from "./vars.css.ts"

/**
 * Style pieces several components mix into their own rules. They are plain objects (not classes) so
 * each component keeps one class per element and the cascade stays predictable.
 */

/**
 * The text every themed element inherits: the body face, size, line height and colour. The theme
 * classes set it on the element that carries them, and the frame again on its root, so text never
 * falls back to the browser's serif default.
 */
export const inheritedText: StyleRule = {
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  // Phones keep the type scale as designed instead of inflating text in landscape.
  WebkitTextSizeAdjust: "100%",
}

/** The keyboard focus ring in the focus colour, kept apart from the accent of actions. */
export const focusRing: StyleRule = {
  outline: `${vars.borderWidth.focus} solid ${vars.color.focus}`,
  outlineOffset: vars.borderWidth.thick,
}

/** Headings and the brand in the display face. */
export const displayType: StyleRule = {
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.display,
  color: vars.color.textHeading,
  lineHeight: vars.lineHeight.tight,
}

/** A framed panel: the sidebar boxes, the content zone, dialogs. */
export const panelSurface: StyleRule = {
  boxSizing: "border-box",
  background: `linear-gradient(180deg, ${vars.color.surfaceRaised}, ${vars.color.surface})`,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: `${vars.shadow.panel}, ${vars.shadow.insetHighlight}`,
  color: vars.color.text,
}

/**
 * A dialog's framed box. Taller than the screen (a long key table on a phone), it scrolls inside
 * itself, keeping the overlay's margin free above and below.
 */
export const dialogPanel: StyleRule = {
  ...panelSurface,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  maxHeight: `calc(100dvh - 2 * ${vars.space.lg})`,
  overflowY: "auto",
  padding: vars.space.xl,
  borderColor: vars.color.accentSubtle,
  outline: "none",
}

/** Resets a list used for navigation. */
export const plainList: StyleRule = {
  listStyle: "none",
  margin: 0,
  padding: 0,
}

/** Hidden on screen, still read by screen readers and still operable (a styled radio's input). */
export const visuallyHidden: StyleRule = {
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  padding: 0,
  border: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
}

/** A row of tabs over a rule, wrapping on a phone (the rankings' lists, the shop's categories). */
export const tabStrip: StyleRule = {
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  borderBottom: `${vars.borderWidth.thick} solid ${vars.color.border}`,
}

/**
 * One tab of a `tabStrip`: sunken when idle, in the accent when chosen. `chosen` is the selector of the chosen
 * state, which differs between real tabs (`&[data-selected]`) and links to pages (`&[aria-current="page"]`).
 */
export const tabFace = (chosen: string): StyleRule => ({
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.lg,
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
  fontWeight: vars.fontWeight.semibold,
  outline: "none",
  selectors: {
    "&[data-hovered]": { color: vars.color.text, background: vars.color.surfaceHover },
    "&[data-focus-visible]": focusRing,
    [chosen]: { color: vars.color.onAccent, background: vars.color.accent },
  },
})

/** The words above a form control or a group of choices. */
export const fieldLabelText: StyleRule = {
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
}

/**
 * A status told as a word in a pill outlined in its own colour (a ticket's Open, a news item's
 * Draft); the rule that uses it sets the colour, and the word carries the meaning, never the colour.
 */
export const statusPill: StyleRule = {
  display: "inline-block",
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thin} solid currentColor`,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: "nowrap",
}

/**
 * A menu link's states, in the main menu and in the phone's menu sheet alike: brighter on hover, the
 * focus ring drawn inside it, and bold in the accent colour for the page the visitor is on.
 */
export const menuLinkStates: NonNullable<StyleRule["selectors"]> = {
  "&:hover": { color: vars.color.accentStrong, background: vars.color.surfaceHover },
  "&:focus-visible": { ...focusRing, outlineOffset: `calc(-1 * ${vars.borderWidth.focus})` },
  '&[aria-current="page"]': { color: vars.color.accentStrong, fontWeight: vars.fontWeight.bold },
}
