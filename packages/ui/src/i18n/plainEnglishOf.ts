/** A catalogue's message as the build compiles it: plain text is a list of text pieces. */
type Compiled = string | ReadonlyArray<unknown>

/**
 * A catalogue's English for words without placeholders (labels, names), read without the message
 * runtime: the site's default menu, footer and clock caption are data every component with the site
 * config carries, so they must not bring the runtime with them. A message with placeholders is a
 * mistake here and shows its key; `englishOf` formats those.
 */
export const plainEnglishOf =
  <Key extends string>(catalogue: Readonly<Record<Key, string>>) =>
  (key: Key): string => {
    // Typed as the JSON file reads; the build hands over its compiled form.
    const message = catalogue[key] as Compiled
    if (typeof message === "string") return message
    return message.every((piece) => typeof piece === "string") ? message.join("") : key
  }
