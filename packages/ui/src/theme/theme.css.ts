import { assignVars, globalStyle, style } from "@vanilla-extract/css"
import { daybreakTokens } from "./daybreak.ts"
import { defaultTokens, type ThemeTokens } from "./tokens.ts"
import { vars } from "./vars.css.ts"

/**
 * A class that fills every theme variable. The values sit behind `:where()`, which carries no
 * specificity, so anything an operator writes wins whatever order the stylesheets load in: a plain
 * `:root { --gh-color-accent: … }`, a `createTheme(vars, …)` class or inline variables.
 */
const themeClassFor = (tokens: ThemeTokens, debugId: string): string => {
  const className = style({}, debugId)
  globalStyle(`:where(.${className})`, { vars: assignVars(vars, tokens) })
  return className
}

/** The default theme's variables, on a class. Published as `themeClass` by `defaultTheme.ts`. */
export const defaultThemeClass = themeClassFor(defaultTokens, "gatehouse")

/** The daybreak theme, used instead of the default class (never beside it). */
export const daybreakThemeClass = themeClassFor(daybreakTokens, "gatehouseDaybreak")
