import { globalStyle, style } from "@vanilla-extract/css"
import { wideScreen } from "../../theme/media.ts"
import { displayType } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

/* Phones: one row under the brand, the time on the left and its zone and date on the right. Wide
 * screens: a block in the header's corner, right-aligned. */
export const root = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  width: "100%",
  color: vars.color.text,
  "@media": {
    [wideScreen]: {
      display: "grid",
      justifyItems: "end",
      gap: vars.space.xxs,
      width: "auto",
    },
  },
})

export const time = style({
  flexShrink: 0,
  display: "flex",
  alignItems: "baseline",
  gap: vars.space.xs,
  fontVariantNumeric: "tabular-nums",
})

export const hoursMinutes = style({
  ...displayType,
  fontSize: vars.fontSize.title,
  color: vars.color.accentStrong,
  fontVariantNumeric: "tabular-nums lining-nums",
  "@media": {
    [wideScreen]: { fontSize: vars.fontSize.headline },
  },
})

export const seconds = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.body,
  color: vars.color.accent,
})

export const meridiem = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
})

export const about = style({
  flex: "1 1 auto",
  display: "grid",
  justifyItems: "end",
  textAlign: "end",
  whiteSpace: "nowrap",
})

export const caption = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  "@media": {
    [wideScreen]: { letterSpacing: vars.letterSpacing.caps, textTransform: "uppercase" },
  },
})

export const date = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
})

// Before the browser takes over a server-rendered page: the box is laid out, its sample time unseen.
globalStyle(`${root}[data-pending] *`, { visibility: "hidden" })
