import { style } from "@vanilla-extract/css"
import { displayType } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"
import { economyPage } from "../economyStyles.ts"
import { pageHeading } from "../pageStyles.ts"

export const root = style(economyPage)
export const heading = style(pageHeading)
export const intro = style({ margin: 0, color: vars.color.textMuted })

/**
 * Under the intro, empty until there is news. Never hidden while empty: a live region must be in
 * the accessibility tree before its news arrives, or screen readers may not hear it.
 */
export const news = style({
  display: "grid",
  gap: vars.space.sm,
  selectors: { "&:not(:empty)": { marginTop: vars.space.md } },
})

export const part = style({ display: "grid", gap: vars.space.md, minWidth: 0 })
export const partHeading = style({ ...displayType, margin: 0, fontSize: vars.fontSize.title })

/** One card per row on a phone, as many side by side as fit on a wider screen. */
export const cards = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 15rem), 1fr))",
  gap: vars.space.lg,
})

/** A vote without a reward, in words among the figures: the body face, not the figures' own. */
export const noReward = style({ fontFamily: vars.font.body, color: vars.color.textMuted })
