import { style } from "@vanilla-extract/css"
import { vars } from "../../theme/vars.css.ts"
import { pageColumn, pageHeading } from "../pageStyles.ts"

export const root = style({ ...pageColumn, alignItems: "center" })

export const heading = style({ ...pageHeading, alignSelf: "stretch" })

/**
 * The picture's place, sized like the default picture (640 x 420) before it arrives, so the page does
 * not jump when the image loads and the loading and failed states fill the same space.
 */
export const stage = style({
  boxSizing: "border-box",
  width: "100%",
  maxWidth: "640px",
  aspectRatio: "640 / 420",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  textAlign: "center",
})

export const picture = style({
  display: "block",
  width: "100%",
  maxWidth: "640px",
  height: "auto",
  borderRadius: vars.radius.md,
})
