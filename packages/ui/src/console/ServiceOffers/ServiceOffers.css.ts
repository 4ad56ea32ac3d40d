import { style } from "@vanilla-extract/css"
import { focusRing, panelSurface } from "../../theme/styleFragments.ts"
import { vars } from "../../theme/vars.css.ts"
import { consoleActions, consoleFormGrid, consoleSection, consoleSectionHeading } from "../consoleStyles.ts"

export const root = style(consoleSection)

export const heading = style(consoleSectionHeading)

export const intro = style({ margin: 0, color: vars.color.textMuted })

export const list = style({
  display: "grid",
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: "none",
})

/** One service: a framed card, its heading and switch on one line where they fit. */
export const card = style({
  ...panelSurface,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.lg,
  minWidth: 0,
})

export const cardHead = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
})

export const cardHeading = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  color: vars.color.textHeading,
})

export const changes = style({ margin: 0, color: vars.color.textMuted })

export const fields = style(consoleFormGrid)

export const actions = style(consoleActions)

export const saving = style({ color: vars.color.textMuted })

export const switchRoot = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  // A finger's width on a phone.
  minHeight: vars.size.tapTarget,
  color: vars.color.text,
  cursor: "pointer",
  outline: "none",
})

/** The switch's track, its knob drawn before it: left and dim when off, right and gold when on. */
export const switchTrack = style({
  position: "relative",
  flexShrink: 0,
  boxSizing: "border-box",
  // Room for two knobs side by side, with a little air around the knob.
  width: `calc(${vars.size.icon} * 2 + ${vars.space.xxs} * 2 + ${vars.borderWidth.thin} * 2)`,
  height: `calc(${vars.size.icon} + ${vars.space.xxs} * 2 + ${vars.borderWidth.thin} * 2)`,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  transitionProperty: "background, border-color",
  transitionDuration: vars.motion.feedback,
  selectors: {
    "&::before": {
      content: '""',
      position: "absolute",
      top: vars.space.xxs,
      left: vars.space.xxs,
      width: vars.size.icon,
      height: vars.size.icon,
      borderRadius: vars.radius.pill,
      background: vars.color.textMuted,
      transitionProperty: "transform",
      transitionDuration: vars.motion.feedback,
    },
    [`${switchRoot}[data-selected] &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${switchRoot}[data-selected] &::before`]: {
      background: vars.color.onAccent,
      transform: `translateX(${vars.size.icon})`,
    },
    [`${switchRoot}[data-focus-visible] &`]: focusRing,
  },
})
