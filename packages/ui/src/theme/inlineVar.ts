/**
 * A style attribute entry setting a variable made with `createVar` to a value known only at run
 * time (such as the scroll offset). Theme values never go through here; they come from the theme.
 */
export const inlineVar = (cssVar: string, value: string): Record<string, string> => {
  const name = /^var\((--[^,)]+)/.exec(cssVar)?.[1]
  if (name === undefined) throw new Error(`Not a CSS variable: ${cssVar}`)
  return { [name]: value }
}
