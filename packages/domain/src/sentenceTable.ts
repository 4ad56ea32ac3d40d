/**
 * A table of the domain's English sentences as a module writes them: a sentence, a template with
 * `{names}`, a function of its values, or a table inside (`characterServiceMessages.done`).
 */
export interface SentenceTable {
  // biome-ignore lint/suspicious/noExplicitAny: a function of any values: it is called with `{0}`, `{1}`… to read its template.
  readonly [name: string]: string | ((...values: Array<any>) => string) | SentenceTable
}

/**
 * A table's sentences flat, as its catalogues key them: a table inside by a dotted name
 * (`done.rename`), a function as its template, read by calling it with `{0}`, `{1}`… (the server
 * reads its answers the same way). A function that does more than place its values is left out.
 */
export const sentencesOf = (table: SentenceTable, prefix = ""): Readonly<Record<string, string>> =>
  Object.fromEntries(
    Object.entries(table).flatMap(([name, entry]): ReadonlyArray<readonly [string, string]> => {
      const key = `${prefix}${name}`
      if (typeof entry === "string") return [[key, entry]]
      if (typeof entry === "object") return Object.entries(sentencesOf(entry, `${key}.`))
      const template = entry(...Array.from({ length: entry.length }, (_, index) => `{${index}}`))
      const placed = Array.from({ length: entry.length }, (_, index) => template.includes(`{${index}}`))
      return placed.every(Boolean) ? [[key, template]] : []
    }),
  )
