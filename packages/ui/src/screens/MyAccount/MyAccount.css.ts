import { style } from "@vanilla-extract/css"
import { wideScreen } from "../../theme/media.ts"
import { vars } from "../../theme/vars.css.ts"
import { pageCard, pageHeading } from "../pageStyles.ts"

export const root = style({
  ...pageCard,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxl,
})

export const heading = style({ ...pageHeading })

export const slot = style({ display: "contents" })

export const part = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
})

/** Facts shown as they are (user ID, masked e-mail, IP address): a label over its value. */
export const facts = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  gridColumn: "1 / -1",
  margin: 0,
  "@media": {
    [wideScreen]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", columnGap: vars.space.xl },
  },
})

export const fact = style({ display: "flex", flexDirection: "column", gap: vars.space.xs })

export const factName = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted })

export const factValue = style({
  margin: 0,
  fontFamily: vars.font.numeric,
  color: vars.color.text,
  overflowWrap: "anywhere",
})

/** A fact told in words (the whitelist state) rather than a code or an address. */
export const factWords = style([factValue, { fontFamily: vars.font.body }])

/** The whitelist request: what it asks for, then its button; side by side on a wide screen. */
export const request = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.md,
  "@media": {
    [wideScreen]: { flexDirection: "row", alignItems: "center", justifyContent: "space-between" },
  },
})

export const requestNote = style({ margin: 0, color: vars.color.textMuted })

/** Two-step sign-in's Cancel and Confirm, side by side. */
export const actions = style({ display: "flex", gap: vars.space.md, flexWrap: "wrap" })

/** Recovery codes: monospaced, two to a row on a phone, so each can be copied down exactly. */
export const recoveryCodes = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, max-content))",
  gap: `${vars.space.sm} ${vars.space.xl}`,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontFamily: vars.font.numeric,
  color: vars.color.text,
  "@media": { [wideScreen]: { gridTemplateColumns: "repeat(5, minmax(0, max-content))" } },
})
