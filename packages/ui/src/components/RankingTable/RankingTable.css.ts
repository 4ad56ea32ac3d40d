import { createContainer, style, styleVariants } from "@vanilla-extract/css"
import { focusRing, visuallyHidden } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

const box = createContainer()

/** Below this width of its own box (a phone, a narrow column) a row keeps only its compact columns. */
const narrow = `${box} (max-width: 30rem)`

/** A table wider than its box scrolls sideways inside it, never the page. */
export const scroller = style({
  containerName: box,
  containerType: "inline-size",
  overflowX: "auto",
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  selectors: { "&:focus-visible": focusRing },
})

export const table = style({ width: "100%", borderCollapse: "collapse" })

const cellBase = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  verticalAlign: "middle",
  textAlign: "start",
  "@container": { [narrow]: { paddingInline: vars.space.xs } },
})

const headingBase = style([
  cellBase,
  {
    paddingBlock: vars.space.sm,
    color: vars.color.textHeading,
    fontSize: vars.fontSize.small,
    letterSpacing: vars.letterSpacing.caps,
    borderBottom: `${vars.borderWidth.thick} solid ${vars.color.border}`,
    whiteSpace: "nowrap",
  },
])

const alignments = {
  rank: { textAlign: "center", width: "2.5rem" },
  name: {},
  icon: { textAlign: "center", width: vars.size.iconLarge, "@container": { [narrow]: { paddingInline: 0 } } },
  number: {
    textAlign: "end",
    fontFamily: vars.font.numeric,
    whiteSpace: "nowrap",
    "@container": { [narrow]: { fontSize: vars.fontSize.small } },
  },
  text: {},
} as const

export const heading = styleVariants(alignments, (alignment) => [headingBase, alignment])

export const cell = styleVariants(alignments, (alignment) => [cellBase, alignment])

/** The row's name heads it: bold, and broken anywhere rather than pushing the figures out of a phone. */
export const name = style([
  cellBase,
  {
    fontWeight: vars.fontWeight.bold,
    color: vars.color.textHeading,
    overflowWrap: "anywhere",
    minWidth: "5rem",
  },
])

/**
 * On a phone the class and school headings are read, not shown: their words would be wider than the
 * images under them, and the name needs the room.
 */
export const iconHeading = style({ "@container": { [narrow]: visuallyHidden } })

/** A column a phone's compact row leaves out (its heading and its cells alike). */
export const secondary = style({ "@container": { [narrow]: { display: "none" } } })

export const rank = style({ fontFamily: vars.font.numeric, color: vars.color.accentStrong })

/** The row the player asked to see ("find my character"), marked so the eye lands on it. */
export const highlighted = style({
  background: vars.color.surfaceHover,
  outline: `${vars.borderWidth.thick} solid ${vars.color.accent}`,
  outlineOffset: `calc(-1 * ${vars.borderWidth.thick})`,
})
