import { createContainer, globalStyle, style, styleVariants } from "@vanilla-extract/css"
import { displayType, focusRing, visuallyHidden } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

const box = createContainer()

/**
 * Below this width of its own box (a phone, not a wide dialog or the content zone) each row reads as
 * a card of label and value pairs. A container query rather than a screen width: the same table in a
 * narrow column stacks too.
 */
const stacked = `${box} (max-width: 30rem)`

/** A table wider than its box scrolls sideways inside it, never the page. */
export const scroller = style({
  containerName: box,
  containerType: "inline-size",
  overflowX: "auto",
  // In a dialog or a column the table keeps its height and the page scrolls, not a box in a box.
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  selectors: { "&:focus-visible": focusRing },
})

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  "@container": { [stacked]: { display: "block" } },
})

export const caption = style({
  ...displayType,
  captionSide: "top",
  textAlign: "start",
  paddingBlockEnd: vars.space.sm,
  fontSize: vars.fontSize.large,
  "@container": { [stacked]: { display: "block" } },
})

/** On a phone the column headings stay for screen readers; each value shows its own label instead. */
export const head = style({
  "@container": { [stacked]: { ...visuallyHidden, display: "block" } },
})

export const body = style({
  "@container": {
    [stacked]: { display: "flex", flexDirection: "column", gap: vars.space.sm },
  },
})

export const row = style({
  "@container": {
    [stacked]: {
      display: "flex",
      flexDirection: "column",
      gap: vars.space.xs,
      padding: vars.space.md,
      borderRadius: vars.radius.md,
      border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
      background: vars.color.surfaceSunken,
    },
  },
})

const columnHeadingBase = style({
  padding: vars.space.sm,
  textAlign: "start",
  color: vars.color.textHeading,
  fontSize: vars.fontSize.small,
  letterSpacing: vars.letterSpacing.caps,
  borderBottom: `${vars.borderWidth.thick} solid ${vars.color.border}`,
  whiteSpace: "nowrap",
})

/** A heading stands where its column's values do: figures at the end, icons in the middle. */
export const columnHeading = styleVariants({
  text: [columnHeadingBase],
  number: [columnHeadingBase, { textAlign: "end" }],
  compact: [columnHeadingBase, { textAlign: "center" }],
  rowHeader: [columnHeadingBase],
})

const cellBase = style({
  padding: vars.space.sm,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  verticalAlign: "middle",
  textAlign: "start",
  "@container": {
    [stacked]: {
      display: "grid",
      gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
      alignItems: "center",
      gap: vars.space.md,
      width: "auto",
      padding: 0,
      border: "none",
      textAlign: "start",
      // A long unbroken value (an e-mail address, a code) wraps inside its half of the card
      // rather than being cut off at the card's edge.
      overflowWrap: "anywhere",
    },
  },
})

/** The label a value carries on a phone, drawn from the cell's `data-label`; screen readers skip it. */
globalStyle(`${cellBase}[data-label]::before`, {
  "@container": {
    [stacked]: {
      content: 'attr(data-label) / ""',
      // A label wraps even where its value must not (figures), between words only: a long value
      // may break anywhere, a label's word ("Recommended") stays whole.
      whiteSpace: "normal",
      overflowWrap: "normal",
      color: vars.color.textMuted,
      fontSize: vars.fontSize.small,
      letterSpacing: vars.letterSpacing.caps,
    },
  },
})

export const cell = styleVariants({
  text: [cellBase],
  number: [cellBase, { textAlign: "end", fontFamily: vars.font.numeric, whiteSpace: "nowrap" }],
  compact: [cellBase, { width: vars.size.emblem, textAlign: "center" }],
  rowHeader: [
    cellBase,
    {
      fontWeight: vars.fontWeight.bold,
      color: vars.color.textHeading,
      // The row's name titles its card, wherever its column stands.
      "@container": { [stacked]: { display: "block", order: -1, fontSize: vars.fontSize.large } },
    },
  ],
})
