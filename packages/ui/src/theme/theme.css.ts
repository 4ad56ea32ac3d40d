import { assignVars, globalStyle, style } from "@vanilla-extract/css"
import { daybreakTokens } from "./daybreak.ts"
import { inheritedText } from "./styleFragments.ts"
import { defaultTokens, type ThemeTokens } from "./tokens.ts"
import { vars } from "./vars.css.ts"

/**
 * A class that fills every theme variable and gives the element carrying it the base every component
 * relies on, so a component works on its own inside it, with no frame around it:
 * - the inherited text (body face, size, line height, colour; see `inheritedText`);
 * - border-box sizing for every element inside, which the components' sizes assume;
 * - on `<html>`, the page's background on `<body>`. On a wrapper the class paints nothing: the page
 *   around it stays the app's, and the app paints `vars.color.background` where it wants the theme's.
 *
 * Everything sits behind `:where()`, which carries no specificity, so anything an operator writes
 * wins whatever order the stylesheets load in: a plain `:root { --gh-color-accent: … }`, a
 * `body { background: … }`, a `createTheme(vars, …)` class or inline variables.
 */
const themeClassFor = (tokens: ThemeTokens, debugId: string): string => {
  const className = style({}, debugId)
  globalStyle(`:where(.${className})`, { vars: assignVars(vars, tokens), ...inheritedText })
  globalStyle(`:where(.${className} *, .${className} *::before, .${className} *::after)`, {
    boxSizing: "border-box",
  })
  globalStyle(`:where(html.${className} > body)`, { background: vars.color.background })
  return className
}

/** The default theme's variables, on a class. Published as `themeClass` by `defaultTheme.ts`. */
export const defaultThemeClass = themeClassFor(defaultTokens, "gatehouse")

/** The daybreak theme, used instead of the default class (never beside it). */
export const daybreakThemeClass = themeClassFor(daybreakTokens, "gatehouseDaybreak")
