import { globalStyle, style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"

export const root = style({ display: "grid", gap: vars.space.sm })

const fade = vars.space.xxl

/**
 * Cards keep a fixed width, so on a phone the next one shows in part; an edge with more cards past it
 * fades out, and the row snaps to whole cards.
 */
export const row = style({
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: `calc(${vars.size.itemImage} * 2.25)`,
  gap: vars.space.md,
  overflowX: "auto",
  overscrollBehaviorX: "contain",
  scrollSnapType: "x mandatory",
  scrollPaddingInline: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
  selectors: {
    "&[data-more-after]": {
      maskImage: `linear-gradient(to right, currentColor calc(100% - ${fade}), transparent)`,
    },
    "&[data-more-before]": {
      maskImage: `linear-gradient(to left, currentColor calc(100% - ${fade}), transparent)`,
    },
    "&[data-more-before][data-more-after]": {
      maskImage: `linear-gradient(to right, transparent, currentColor ${fade}, currentColor calc(100% - ${fade}), transparent)`,
    },
  },
})

globalStyle(`${row} > *`, { scrollSnapAlign: "start" })

export const controls = style({ display: "flex", justifyContent: "space-between", gap: vars.space.sm })
