import sanitize from "sanitize-html"

/** About what search engines show under a title before they cut it. */
export const summaryLength = 160

const escapedByTextMode: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"' }

/**
 * A stored news body as one line of plain text for a meta description: every tag dropped, every
 * entity decoded, runs of white space made one space. A space goes in where each tag stood, so the
 * words of two paragraphs never run together.
 */
export const plainTextOf = (html: string): string =>
  sanitize(html.replaceAll("<", " <"), { allowedTags: [], allowedAttributes: {} })
    // Text mode decodes every entity and escapes only these again.
    .replace(/&(?:amp|lt|gt|quot);/g, (entity) => escapedByTextMode[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim()

/** The first words of a body, cut at a word boundary with an ellipsis when it is longer. */
export const articleSummary = (html: string, length = summaryLength): string => {
  const text = plainTextOf(html)
  const characters = Array.from(text)
  if (characters.length <= length) return text
  const cut = characters.slice(0, length - 1).join("")
  // The cut already falls between words when the next character is a space.
  const atBoundary = /\s/.test(characters[length - 1] ?? "")
  const lastSpace = cut.lastIndexOf(" ")
  const words = atBoundary || lastSpace <= length / 2 ? cut : cut.slice(0, lastSpace)
  return `${words.trimEnd()}…`
}
