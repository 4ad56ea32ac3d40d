/**
 * Every theme variable's CSS name: `--gh-` and the token's path in kebab case, so
 * `color.accentStrong` is `--gh-color-accent-strong` and `color.school.sacredGate` is
 * `--gh-color-school-sacred-gate`. The names are part of the public API: plain CSS themes set them.
 */
export const themeVariablePrefix = "gh"

const kebab = (key: string): string => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/** The custom property's name without the leading dashes, as `createGlobalThemeContract` wants it. */
export const themeVariableName = (path: readonly string[]): string =>
  [themeVariablePrefix, ...path.map(kebab)].join("-")
