import { globalStyle, style } from "@vanilla-extract/css"
import { narrowScreen, wideScreen } from "../../theme/media.ts"
import { inheritedText } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

// The theme class on <html> already gives this text; the frame sets it again so a theme class put on
// an element between the two (an operator's own `createTheme` class) reaches the frame's text too.
export const root = style({
  ...inheritedText,
  position: "relative",
  minHeight: "100vh",
  background: vars.color.background,
})

// The frame owns the whole page while it is shown: no stray body margin around the sky.
globalStyle(`body:has(${root})`, { margin: 0, background: vars.color.background })
globalStyle(`${root} *, ${root} *::before, ${root} *::after`, { boxSizing: "border-box" })

/** A phone's whole screen, as it stands with the browser's bars shown. */
const phoneFirstScreen = "100svh"

export const page = style({
  position: "relative",
  zIndex: vars.zIndex.content,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  maxWidth: vars.size.frame,
  marginInline: "auto",
  paddingInline: vars.space.lg,
})

/** The classic menu bar, from 1024 px up; phones open the menu as a sheet from the header. */
export const classicMenu = style({
  "@media": {
    [narrowScreen]: { display: "none" },
  },
})

/** Shown from 1024 px only: a sidebar box the classic frame has and a phone leaves out. */
export const classicOnly = style({
  display: "contents",
  "@media": {
    [narrowScreen]: { display: "none" },
  },
})

export const showcase = style({
  display: "grid",
  gap: vars.space.md,
  "@media": {
    [wideScreen]: {
      gridTemplateColumns: `minmax(0, ${vars.size.bannerWidth}) minmax(0, 1fr)`,
      alignItems: "stretch",
    },
    // On a phone the banners lead the home page only; the client buttons are in the menu sheet.
    [narrowScreen]: {
      selectors: {
        "&:not([data-home])": { display: "none" },
      },
    },
  },
})

globalStyle(`${showcase} > :not(:first-child)`, {
  "@media": {
    [narrowScreen]: { display: "none" },
  },
})

export const body = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": {
    // The content comes first in reading order; the classic frame draws the sidebar on its left.
    [wideScreen]: {
      gridTemplateColumns: `${vars.size.sidebar} minmax(0, 1fr)`,
      gridTemplateAreas: '"sidebar content"',
      alignItems: "start",
    },
  },
})

export const sidebar = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  minWidth: 0,
  "@media": {
    [wideScreen]: { gridArea: "sidebar" },
  },
})

export const content = style({
  minWidth: 0,
  minHeight: vars.size.contentMinHeight,
  "@media": {
    [wideScreen]: { gridArea: "content" },
    // On a phone a page's own content has the first screen to itself, however short it is (the
    // footer-at-the-bottom layout): the side navigation, the session box and the footer follow below.
    [narrowScreen]: { minHeight: phoneFirstScreen },
  },
})

export const loginZone = style({
  display: "flex",
  justifyContent: "center",
  paddingBlock: vars.space.xl,
  "@media": {
    [narrowScreen]: { minHeight: phoneFirstScreen },
  },
})
