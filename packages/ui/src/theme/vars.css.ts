import { assignVars, createGlobalThemeContract, globalStyle } from "@vanilla-extract/css"
import { reducedMotion } from "./media.ts"
import { defaultTokens, reducedMotionTokens, type ThemeTokens } from "./tokens.ts"
import { themeVariableName } from "./variableNames.ts"

type ContractShape<T> = { readonly [K in keyof T]: T[K] extends string ? null : ContractShape<T[K]> }
type TokenTree = { readonly [key: string]: string | TokenTree }

/** The same tree with every value left open, as `createGlobalThemeContract` expects. */
const openLeaves = (tree: TokenTree): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, typeof value === "string" ? null : openLeaves(value)]),
  )

/**
 * The one theme contract. It has exactly the default tokens' shape, keyed by role; themes differ only
 * in values. Components style themselves with `vars.*` only. Its variables have stable public names
 * (`--gh-color-accent`, see variableNames.ts), so a theme is either plain CSS setting those custom
 * properties or, with vanilla-extract, `createTheme(vars, tokens)`.
 */
export const vars = createGlobalThemeContract(
  openLeaves(defaultTokens) as ContractShape<ThemeTokens>,
  (_value, path) => themeVariableName(path),
)

// Whatever theme is applied, motion yields to the visitor's preference. Setting the motion variables
// on every element (rather than on one theme's class) keeps this true for themes made elsewhere.
globalStyle("*", {
  "@media": {
    [reducedMotion]: { vars: assignVars(vars.motion, reducedMotionTokens) },
  },
})
