import { style } from "@vanilla-extract/css"
import { compactBrandScreen, narrowScreen } from "../../theme/media.ts"
import { displayType, focusRing, visuallyHidden } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

export const root = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
  "@media": {
    // The compact header: one row across the screen that stays at its top while the page scrolls.
    [narrowScreen]: {
      selectors: {
        "&[data-compact]": {
          position: "sticky",
          top: 0,
          zIndex: vars.zIndex.menu,
          flexWrap: "nowrap",
          gap: vars.space.sm,
          marginInline: `calc(-1 * ${vars.space.lg})`,
          paddingInline: vars.space.lg,
          paddingBlock: vars.space.sm,
          background: vars.color.background,
          borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
          boxShadow: vars.shadow.raised,
        },
      },
    },
  },
})

const compact = `${root}[data-compact]`

export const brand = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.md,
  borderRadius: vars.radius.md,
  textDecoration: "none",
  selectors: {
    "&:focus-visible": focusRing,
  },
  "@media": {
    [narrowScreen]: {
      selectors: {
        [`${compact} &`]: { minWidth: 0, minHeight: vars.size.tapTarget, gap: vars.space.sm },
      },
    },
  },
})

export const siteName = style({
  ...displayType,
  fontSize: vars.fontSize.headline,
  color: vars.color.accentStrong,
  textShadow: vars.shadow.glow,
  selectors: {
    [`${brand}:hover &`]: { color: vars.color.linkHover },
  },
  "@media": {
    [narrowScreen]: {
      selectors: {
        [`${compact} &`]: {
          overflow: "hidden",
          textOverflow: "ellipsis",
          whiteSpace: "nowrap",
          fontSize: vars.fontSize.large,
        },
      },
    },
    // The narrowest phones show the emblem alone; the name stays the link's name for screen readers.
    [compactBrandScreen]: {
      selectors: {
        [`${compact} &`]: visuallyHidden,
      },
    },
  },
})

export const clock = style({
  display: "contents",
  "@media": {
    [narrowScreen]: {
      selectors: {
        [`${compact} &`]: { display: "none" },
      },
    },
  },
})

export const phoneTools = style({
  display: "none",
  "@media": {
    [narrowScreen]: {
      display: "flex",
      alignItems: "center",
      gap: vars.space.sm,
      marginInlineStart: "auto",
    },
  },
})

/** The classic header's own tools (the language picker): a phone finds them in the menu sheet. */
export const classicTools = style({
  "@media": {
    [narrowScreen]: { display: "none" },
  },
})
