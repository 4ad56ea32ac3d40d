import type { StyleRule } from "@vanilla-extract/css"
import { displayType, focusRing } from "../theme/styleFragments.ts"
import { vars } from "../theme/vars.css.ts"

/** Style pieces the console's sections mix into their own rules (plain objects, one class per element). */

/** A section of a console page, its heading over its form or table. */
export const consoleSection: StyleRule = {
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  minWidth: 0,
}

/** The heading of a section (level 2, under the page's own). */
export const consoleSectionHeading: StyleRule = {
  ...displayType,
  margin: 0,
  fontSize: vars.fontSize.title,
}

/** A console form's fields side by side where they fit, one per line on a phone. */
export const consoleFormGrid: StyleRule = {
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
  alignItems: "start",
  gap: vars.space.md,
}

/** A row of buttons that wraps on a phone. */
export const consoleActions: StyleRule = {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
}

/** A list's heading or note on the left, its "New …" button on the right; stacked on a phone. */
export const consoleToolbar: StyleRule = {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
}

/**
 * A link among the console's own pages or tabs, framed and a finger tall, the current one
 * (`aria-current="page"`) outlined in the accent; `current` adds to how the current one looks.
 */
export const consolePageLink = (borderRadius: string, current: StyleRule = {}): StyleRule => ({
  display: "inline-flex",
  alignItems: "center",
  // A finger's width on a phone.
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  borderRadius,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  color: vars.color.link,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.surfaceHover, color: vars.color.linkHover },
    "&:focus-visible": focusRing,
    '&[aria-current="page"]': {
      ...current,
      borderColor: vars.color.accent,
      color: vars.color.textHeading,
      fontWeight: vars.fontWeight.semibold,
    },
  },
})
