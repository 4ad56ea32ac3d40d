/**
 * The elements a stored news, event or guide body may contain: the server's sanitiser keeps these
 * and drops every other tag (keeping its text), and the console's editor can hold each of them, so
 * opening an article and saving it again loses nothing. An element added here needs a place in the
 * editor too (its round-trip test goes through this list).
 */
export const newsBodyElements = [
  // Text blocks and sections.
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
  "pre",
  "hr",
  "div",
  "section",
  "article",
  "aside",
  "header",
  "footer",
  "nav",
  "main",
  "address",
  "hgroup",
  "figure",
  "figcaption",
  // Lists.
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  // Tables.
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  // Within a line.
  "a",
  "img",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "code",
  "mark",
  "sub",
  "sup",
  "small",
  "abbr",
  "cite",
  "dfn",
  "kbd",
  "q",
  "samp",
  "var",
  "time",
  "data",
  "bdi",
  "bdo",
  "span",
] as const

export type NewsBodyElement = (typeof newsBodyElements)[number]
