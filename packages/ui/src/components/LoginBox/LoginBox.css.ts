import { globalStyle, style } from "@vanilla-extract/css"
import { narrowScreen } from "../../theme/media.ts"
import { vars } from "../../theme/vars.css.ts"

export const links = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space.sm,
  marginTop: vars.space.md,
})

// On a phone each link is a comfortable touch target; the classic sidebar keeps its small text links.
globalStyle(`${links} > a`, {
  "@media": {
    [narrowScreen]: { display: "inline-flex", alignItems: "center", minHeight: vars.size.tapTarget },
  },
})
