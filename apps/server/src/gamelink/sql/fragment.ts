import type { GameType } from "./gameSchema.ts"

/** A named hole where a value goes, typed as the game's column it meets. */
export interface Parameter {
  readonly name: string
  readonly type: GameType
}

export const parameter = (name: string, type: GameType): Parameter => ({ name, type })

/**
 * A piece of a game statement: text, with holes where values go. Values never enter the text; the
 * dialect writes each hole (`@userNum`, `$1`), and a name used twice is one parameter.
 */
export interface Fragment {
  readonly parts: ReadonlyArray<string | Parameter>
}

const isFragment = (hole: Parameter | Fragment): hole is Fragment => "parts" in hole

/** `sql\`… WHERE UserNum = ${parameter("userNum", int)}\``: holes and spliced fragments. */
export const sql = (
  strings: TemplateStringsArray,
  ...holes: ReadonlyArray<Parameter | Fragment>
): Fragment => ({
  parts: strings.flatMap((text, index) => {
    const hole = holes[index]
    return hole === undefined ? [text] : [text, ...(isFragment(hole) ? hole.parts : [hole])]
  }),
})

/** Text written by the portal itself (column names from checked settings), never a value. */
export const raw = (text: string): Fragment => ({ parts: [text] })

export const join = (fragments: ReadonlyArray<Fragment>, separator: string): Fragment => ({
  parts: fragments.flatMap((fragment, index) =>
    index === 0 ? fragment.parts : [separator, ...fragment.parts],
  ),
})

/**
 * The text with the dialect's placeholders, and each parameter once, in order of first use. A name
 * given two types is a mistake in the catalogue, caught when it is built.
 */
export const render = (fragment: Fragment, placeholder: (name: string, position: number) => string) => {
  const parameters: Array<Parameter> = []
  const text = fragment.parts
    .map((part) => {
      if (typeof part === "string") return part
      let position = parameters.findIndex((known) => known.name === part.name)
      if (position === -1) {
        parameters.push(part)
        position = parameters.length - 1
      } else if (parameters[position]?.type.sql !== part.type.sql) {
        throw new Error(`parameter ${part.name} is used with two types`)
      }
      return placeholder(part.name, position + 1)
    })
    .join("")
  return { text: text.replace(/\s+/g, " ").trim(), parameters }
}
