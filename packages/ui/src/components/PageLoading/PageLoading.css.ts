import { globalStyle, style } from "@vanilla-extract/css"
import { inheritedText } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"

/** The whole screen in the site's own background, so a page outside the frame never flashes white. */
export const root = style({
  ...inheritedText,
  minHeight: "100vh",
  display: "grid",
  placeItems: "center",
  background: vars.color.background,
})

globalStyle(`body:has(${root})`, { margin: 0, background: vars.color.background })
