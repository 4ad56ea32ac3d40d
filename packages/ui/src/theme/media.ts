/**
 * Media queries every component shares. Custom properties cannot be used inside a media query, so
 * the breakpoint lives here as plain text rather than in the theme contract.
 */

/** From this width the classic frame: sidebar beside the content zone. Below it, one column. */
export const wideScreen = "screen and (min-width: 1024px)"

/**
 * Below the classic frame's width: the phone-first frame (a compact sticky header with the menu as a
 * sheet, the page's content before the banners, client buttons and sidebar boxes).
 */
export const narrowScreen = "screen and (max-width: 1023.98px)"

/** Phones narrow enough that the compact header shows the brand's emblem without the site's name. */
export const compactBrandScreen = "screen and (max-width: 479.98px)"

/**
 * Where the main menu expands on hover: wide screens with a mouse. Touch screens of any width get
 * the disclosure instead, since they cannot hover.
 */
export const hoverMenuScreen = "screen and (min-width: 1024px) and (hover: hover)"

/**
 * Wide enough for the quick menu to float beside the default theme's frame (1100 px) without covering
 * it; narrower windows get the corner button that phones use.
 */
export const quickMenuBesideFrame = "screen and (min-width: 1300px)"

export const reducedMotion = "(prefers-reduced-motion: reduce)"
