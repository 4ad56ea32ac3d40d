/**
 * sp_executesql's `@params`: `@a varchar(20), @b decimal(18, 4), @c int OUTPUT`. The commas inside
 * a type's parentheses do not separate parameters.
 */

export interface Declaration {
  readonly declaration: string
  readonly output: boolean
}

const topLevelParts = (text: string) => {
  const parts: Array<string> = []
  let depth = 0
  let start = 0
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]
    if (character === "(") depth += 1
    else if (character === ")") depth -= 1
    else if (character === "," && depth === 0) {
      parts.push(text.slice(start, index))
      start = index + 1
    }
  }
  parts.push(text.slice(start))
  return parts.map((part) => part.trim()).filter((part) => part !== "")
}

/** Each declared parameter by its name without `@`, in lower case as T-SQL compares names. */
export const parseDeclarations = (params: string): ReadonlyMap<string, Declaration> =>
  new Map(
    topLevelParts(params).flatMap((part) => {
      const match = /^@(\S+)\s+([\s\S]*?)(\s+(?:OUTPUT|OUT))?$/i.exec(part)
      if (match === null) return []
      const [, name = "", declaration = "", output] = match
      return [
        [name.toLowerCase(), { declaration: declaration.trim(), output: output !== undefined }] as const,
      ]
    }),
  )
