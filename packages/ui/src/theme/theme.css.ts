import { createTheme } from "@vanilla-extract/css"
import { defaultTokens } from "./tokens.ts"
import { vars } from "./vars.css.ts"

/** The default theme's variables, on a class. Published as `themeClass` by `defaultTheme.ts`. */
export const defaultThemeClass = createTheme(vars, defaultTokens, "gatehouse")
