import type { NewsBodyElement } from "@gatehouse/domain"
import { Mark, Node } from "@tiptap/react"

/*
 * Elements a stored article may contain (`newsBodyElements`) that TipTap has no extension of its own
 * for. None of them carries attributes past the server's sanitiser, so each is only its tag: kept as
 * it came, so opening an article and saving it changes nothing the player sees.
 */

/** A phrase marked by its tag (an abbreviation, a key to press, a citation…). */
const phrase = (tag: NewsBodyElement) =>
  Mark.create({
    name: `phrase_${tag}`,
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, HTMLAttributes, 0],
  })

/** A box around other blocks (a section, an aside, a figure…). */
const wrapper = (tag: NewsBodyElement) =>
  Node.create({
    name: `wrapper_${tag}`,
    group: "block",
    content: "block+",
    defining: true,
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, HTMLAttributes, 0],
  })

/** A block holding one line of text (a figure's caption, a term and its description). */
const textBlock = (tag: NewsBodyElement, name: string, group = "block") =>
  Node.create({
    name,
    group,
    content: "inline*",
    defining: true,
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, HTMLAttributes, 0],
  })

// Each a tag of the sanitiser's list: the type refuses one a stored article could never hold.
const phraseTags: ReadonlyArray<NewsBodyElement> = [
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
]
const wrapperTags: ReadonlyArray<NewsBodyElement> = [
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
]

/** A list of terms, each followed by its description. */
const descriptionList = Node.create({
  name: "descriptionList",
  group: "block",
  content: "(descriptionTerm | descriptionDetails)+",
  parseHTML: () => [{ tag: "dl" }],
  renderHTML: ({ HTMLAttributes }) => ["dl", HTMLAttributes, 0],
})

export const htmlElementExtensions = [
  ...phraseTags.map(phrase),
  ...wrapperTags.map(wrapper),
  textBlock("figcaption", "figureCaption"),
  descriptionList,
  textBlock("dt", "descriptionTerm", "descriptionPart"),
  textBlock("dd", "descriptionDetails", "descriptionPart"),
]
