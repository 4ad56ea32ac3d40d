import { globalStyle, style } from "@vanilla-extract/css"
import { pageCard, pageHeading } from "../../screens/pageStyles.ts"
import { focusRing, inheritedText } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

/** The console owns the whole screen, outside the players' frame: its tables need the width. */
export const root = style({
  ...inheritedText,
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.background,
  "@media": { "(min-width: 768px)": { padding: vars.space.lg } },
})

// As under the frame: no stray body margin around the console.
globalStyle(`body:has(${root})`, { margin: 0, background: vars.color.background })
globalStyle(`${root} *, ${root} *::before, ${root} *::after`, { boxSizing: "border-box" })

/** The bar over the console: the way back to the site, and who is signed in. */
export const topBar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
})

export const siteLink = style({
  display: "inline-flex",
  alignItems: "center",
  // A finger's width on a phone.
  minHeight: "44px",
  color: vars.color.link,
  selectors: {
    "&:hover": { color: vars.color.linkHover },
    "&:focus-visible": focusRing,
  },
})

export const role = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small })

export const main = style({
  ...pageCard,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  minWidth: 0,
  // A phone keeps its width for the page, not for the card's frame.
  "@media": { "(max-width: 767px)": { padding: vars.space.md } },
})

// The console's tables wrap a long value (an e-mail address, an address, a code) rather than growing
// past the screen; only what cannot wrap (figures) still scrolls, inside the table's own box.
globalStyle(`${main} td`, { overflowWrap: "anywhere" })

export const heading = style({ ...pageHeading })

export const navList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  paddingBottom: vars.space.sm,
})

export const navLink = style({
  display: "inline-flex",
  alignItems: "center",
  // A finger's width on a phone.
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.link,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.surfaceHover, color: vars.color.linkHover },
    "&:focus-visible": focusRing,
    '&[aria-current="page"]': {
      background: vars.color.accent,
      color: vars.color.onAccent,
      fontWeight: vars.fontWeight.semibold,
    },
  },
})

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 })
