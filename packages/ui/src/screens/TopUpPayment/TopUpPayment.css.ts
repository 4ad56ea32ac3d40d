import { globalStyle, style } from "@vanilla-extract/css"
import { displayType } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"
import { economyPage } from "../economyStyles.ts"
import { pageHeading } from "../pageStyles.ts"

export const root = style(economyPage)
export const heading = style(pageHeading)
export const part = style({ display: "grid", gap: vars.space.lg })
export const partHeading = style({ ...displayType, margin: 0, fontSize: vars.fontSize.title })

export const stateLabel = style({ fontWeight: vars.fontWeight.bold })

/** Label above value on a phone, side by side where there is room. */
export const facts = style({
  display: "grid",
  gap: vars.space.md,
  margin: 0,
  containerType: "inline-size",
})

export const fact = style({
  display: "grid",
  gap: vars.space.xxs,
  paddingBottom: vars.space.sm,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  "@container": {
    "(min-width: 30rem)": { gridTemplateColumns: "10rem 1fr", gap: vars.space.lg },
  },
})

globalStyle(`${fact} dt`, { color: vars.color.textMuted })
globalStyle(`${fact} dd`, { margin: 0, fontWeight: vars.fontWeight.semibold })

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md })
