import { style, styleVariants } from "@vanilla-extract/css"
import { wideScreen } from "../../theme/media.ts"
import { vars } from "../../theme/vars.css.ts"

/* One drawing per layout; the screen shows the one that fits its width. */
export const map = styleVariants({
  wide: {
    display: "none",
    width: "100%",
    height: "auto",
    overflow: "visible",
    "@media": { [wideScreen]: { display: "block" } },
  },
  narrow: {
    display: "block",
    width: "100%",
    height: "auto",
    overflow: "visible",
    "@media": { [wideScreen]: { display: "none" } },
  },
})

export const box = style({ stroke: vars.color.accentSubtle, strokeWidth: vars.borderWidth.thin })
export const boxHighlight = style({
  fill: "none",
  stroke: vars.color.textHeading,
  strokeOpacity: 0.1,
  strokeWidth: vars.borderWidth.thin,
})
export const boxLight = style({ stopColor: vars.color.surfaceRaised })
export const boxShade = style({ stopColor: vars.color.surfaceSunken })
export const medallionLight = style({ stopColor: vars.color.surfaceHover })
export const medallionShade = style({ stopColor: vars.color.background })

export const roadFade = style({ stopColor: vars.color.accentSubtle, stopOpacity: 0 })
export const roadEdge = style({ stopColor: vars.color.accentSubtle })
export const roadMiddle = style({ stopColor: vars.color.accent })

export const artLink = style({
  outline: "none",
  selectors: {
    '&:not([aria-disabled="true"])': { cursor: "pointer" },
    // A placeholder (the Forum): drawn like the others, dimmed, and answering no hover.
    '&[aria-disabled="true"]': { cursor: "not-allowed", opacity: 0.55 },
  },
})

/** Hovering a link that leads somewhere; a placeholder does not light up. */
const artLinkHover = `${artLink}:not([aria-disabled="true"]):hover &`

export const policy = style({
  outline: "none",
  selectors: {
    '&:not([aria-disabled="true"])': { cursor: "pointer" },
    '&[aria-disabled="true"]': { cursor: "not-allowed" },
  },
})

/** The link's whole area: what a tap or a click hits, outlined when the keyboard is on it. */
export const area = style({
  fill: "transparent",
  stroke: "transparent",
  strokeWidth: vars.borderWidth.focus,
  selectors: {
    [`${artLink}:focus-visible &, ${policy}:focus-visible &`]: { stroke: vars.color.focus },
  },
})

export const medallion = style({
  stroke: vars.color.accent,
  strokeWidth: vars.borderWidth.thick,
  selectors: {
    // Over the gradient fill given as an attribute: a style wins over a presentation attribute.
    [artLinkHover]: { fill: vars.color.accent },
  },
})

export const icon = style({
  fill: "none",
  stroke: vars.color.accentStrong,
  strokeWidth: 1.8,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  pointerEvents: "none",
  selectors: {
    [artLinkHover]: { stroke: vars.color.onAccent },
  },
})

export const label = style({
  fill: vars.color.text,
  fontSize: "16px",
  selectors: {
    [artLinkHover]: { fill: vars.color.accentStrong },
    [`${artLink}[aria-disabled="true"] &`]: { fill: vars.color.textDisabled },
  },
})

export const policyText = style({
  fill: vars.color.link,
  fontSize: "16px",
  textDecoration: "underline",
  selectors: {
    [`${policy}:hover &`]: { fill: vars.color.linkHover },
    [`${policy}[aria-disabled="true"] &`]: { fill: vars.color.textDisabled, textDecorationStyle: "dotted" },
  },
})
