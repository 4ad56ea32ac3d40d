import type { StyleRule } from "@vanilla-extract/css"
import { vars } from "../theme/vars.css.ts"
import { pageCard } from "./pageStyles.ts"

/** The page card of the shop, cart, history and redeem screens. */
export const economyPage: StyleRule = {
  ...pageCard,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xl,
  minHeight: vars.size.contentMinHeight,
}
