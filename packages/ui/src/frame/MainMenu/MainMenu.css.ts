import { type StyleRule, style } from "@vanilla-extract/css"
import { hoverMenuScreen } from "../../theme/media.ts"
import { displayType, focusRing, menuLinkStates, plainList } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

/*
 * Two forms of one list, chosen by the root's data-mode. "disclosure": a Menu toggle and a list that
 * opens below it. "bar": the classic bar, 90 px tall, sliding open to 360 px over 300 ms while the
 * pointer is on it or keyboard focus is inside it. "auto": the bar on a wide screen with a mouse, the
 * disclosure elsewhere, chosen by the media query here rather than in script, so a page the server
 * rendered has its final form from its first paint and nothing below the menu moves once it runs.
 */

type Rules = NonNullable<StyleRule["selectors"]>[string]

/** Rules of the bar form, for the element a selector names inside the bar's root (`barRoot`). */
type BarRule = readonly [inside: (barRoot: string) => string, rules: Rules]

/** The part itself (`&`) inside the bar's root. */
const itself = (barRoot: string) => `${barRoot} &`

/**
 * `rule` with its bar form: each of `barRules` where the root (`rootSelector`) is in the bar mode,
 * or in the auto mode on a screen that gets the bar.
 */
const withBarForm = (rule: StyleRule, barRules: ReadonlyArray<BarRule>, rootSelector: string): StyleRule => {
  const selectorsIn = (mode: string) =>
    Object.fromEntries(
      barRules.map(([inside, rules]) => [inside(`${rootSelector}[data-mode="${mode}"]`), rules]),
    )
  return {
    ...rule,
    selectors: { ...rule.selectors, ...selectorsIn("bar") },
    "@media": { [hoverMenuScreen]: { selectors: selectorsIn("auto") } },
  }
}

export const root = style(
  withBarForm(
    { position: "relative", zIndex: vars.zIndex.menu },
    [[(barRoot) => barRoot, { height: vars.size.menuCollapsed }]],
    "&",
  ),
)

/** A part of the menu, with its bar form (see `withBarForm`). */
const part = (rule: StyleRule, ...barRules: ReadonlyArray<BarRule>) =>
  style(withBarForm(rule, barRules, root))

export const toggle = part(
  {
    boxSizing: "border-box",
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: vars.space.sm,
    width: "100%",
    minHeight: vars.size.tapTarget,
    paddingInline: vars.space.lg,
    borderRadius: vars.radius.md,
    border: `${vars.borderWidth.thin} solid ${vars.color.accent}`,
    background: `linear-gradient(180deg, ${vars.color.surfaceRaised}, ${vars.color.surface})`,
    ...displayType,
    color: vars.color.accentStrong,
    fontSize: vars.fontSize.large,
    cursor: "pointer",
    selectors: {
      "&:focus-visible": focusRing,
      "&:hover": { background: vars.color.surfaceHover },
    },
  },
  [itself, { display: "none" }],
)

export const toggleIcon = style({
  display: "inline-flex",
  transitionProperty: "transform",
  transitionDuration: vars.motion.menu,
  selectors: {
    [`${root}[data-open] &`]: { transform: "rotate(90deg)" },
  },
})

export const panel = part(
  {
    boxSizing: "border-box",
    display: "none",
    marginTop: vars.space.sm,
    borderRadius: vars.radius.lg,
    border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    background: `linear-gradient(180deg, ${vars.color.surfaceRaised}, ${vars.color.surface})`,
    boxShadow: vars.shadow.panel,
    selectors: {
      [`${root}[data-open] &`]: { display: "block" },
    },
  },
  [
    itself,
    {
      display: "block",
      position: "absolute",
      insetInline: 0,
      top: 0,
      marginTop: 0,
      height: vars.size.menuCollapsed,
      overflow: "hidden",
      transitionProperty: "height, box-shadow",
      transitionDuration: vars.motion.menu,
      transitionTimingFunction: vars.motion.easing,
    },
  ],
  // Hover is tracked in script (so stories can drive it); keyboard focus expands through CSS.
  [
    (barRoot) => `${barRoot}[data-hovered] &, ${barRoot}:has(:focus-visible) &`,
    { height: vars.size.menuExpanded, boxShadow: `${vars.shadow.panel}, ${vars.shadow.glow}` },
  ],
)

export const groups = part(
  {
    ...plainList,
    display: "grid",
    gridTemplateColumns: "repeat(auto-fit, minmax(9rem, 1fr))",
    gap: vars.space.xs,
    padding: vars.space.sm,
  },
  [itself, { gridTemplateColumns: "repeat(7, minmax(0, 1fr))", gap: 0, padding: 0, height: "100%" }],
)

export const group = part({ display: "flex", flexDirection: "column" }, [
  (barRoot) => `${barRoot} & + &`,
  { borderInlineStart: `${vars.borderWidth.thin} solid ${vars.color.border}` },
])

const linkBase = {
  display: "flex",
  alignItems: "center",
  borderRadius: vars.radius.sm,
  textDecoration: "none",
  cursor: "pointer",
  transitionProperty: "color, background",
  transitionDuration: vars.motion.feedback,
} as const

export const heading = part(
  {
    ...linkBase,
    ...displayType,
    minHeight: vars.size.tapTarget,
    paddingInline: vars.space.md,
    fontSize: vars.fontSize.large,
    color: vars.color.accentStrong,
    selectors: {
      "&:hover": { color: vars.color.linkHover, textShadow: vars.shadow.glow },
      "&:focus-visible": { ...focusRing, outlineOffset: `calc(-1 * ${vars.borderWidth.focus})` },
    },
  },
  [
    itself,
    {
      justifyContent: "center",
      flexShrink: 0,
      height: vars.size.menuCollapsed,
      textTransform: "uppercase",
      letterSpacing: vars.letterSpacing.caps,
      fontSize: vars.fontSize.body,
    },
  ],
)

export const links = part(
  { ...plainList, display: "flex", flexDirection: "column", paddingBottom: vars.space.sm },
  [
    itself,
    {
      paddingTop: vars.space.sm,
      borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
      marginInline: vars.space.sm,
    },
  ],
)

export const link = part(
  {
    ...linkBase,
    minHeight: vars.size.tapTarget,
    paddingInline: vars.space.md,
    color: vars.color.text,
    fontSize: vars.fontSize.body,
    selectors: menuLinkStates,
  },
  // A mouse needs no 44 px target; compact rows keep wrapped labels together.
  [
    itself,
    {
      justifyContent: "center",
      textAlign: "center",
      minHeight: vars.size.thumbnail,
      paddingBlock: vars.space.xs,
      lineHeight: vars.lineHeight.tight,
    },
  ],
)
