import { assignVars, createThemeContract, globalStyle } from "@vanilla-extract/css"
import { reducedMotion } from "./media.ts"
import { defaultTokens, reducedMotionTokens, type ThemeTokens } from "./tokens.ts"

type ContractShape<T> = { readonly [K in keyof T]: T[K] extends string ? null : ContractShape<T[K]> }
type TokenTree = { readonly [key: string]: string | TokenTree }

/** The same tree with every value left open, as `createThemeContract` expects. */
const openLeaves = (tree: TokenTree): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, typeof value === "string" ? null : openLeaves(value)]),
  )

/**
 * The one theme contract. It has exactly the default tokens' shape; themes differ only in values.
 * Components style themselves with `vars.*` only, and a theme (the default one, or another server's)
 * fills every variable with `createTheme(vars, tokens)`.
 */
export const vars = createThemeContract(openLeaves(defaultTokens) as ContractShape<ThemeTokens>)

// Whatever theme is applied, motion yields to the visitor's preference. Setting the motion variables
// on every element (rather than on one theme's class) keeps this true for themes made elsewhere.
globalStyle("*", {
  "@media": {
    [reducedMotion]: { vars: assignVars(vars.motion, reducedMotionTokens) },
  },
})
