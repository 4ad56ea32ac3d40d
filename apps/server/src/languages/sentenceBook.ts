import { compileMessage } from "@lingui/message-utils/compileMessage"
import { sentenceFormatter } from "./say.ts"

/**
 * A table of English sentences as the server writes them: a sentence, a template with `{names}`,
 * a function of its values (read as a template by calling it with `{0}`, `{1}`…), or a table inside.
 */
export interface SentenceTable {
  // biome-ignore lint/suspicious/noExplicitAny: a function of any values: each is called with `{0}`, `{1}`… to read its template.
  readonly [name: string]: string | ((...values: Array<any>) => string) | SentenceTable
}

/** One registered English sentence: its key (`<table>.<name>`) and its text or template. */
export interface Sentence {
  readonly key: string
  readonly english: string
  /** The names it is filled with, in the order they appear. */
  readonly placeholders: ReadonlyArray<string>
}

/** The names a message fills in, read from Lingui's compiled form (text parts and `[name, …]` parts). */
export const placeholdersOf = (message: string): ReadonlyArray<string> =>
  compileMessage(message).flatMap((part) => (Array.isArray(part) ? [String(part[0])] : []))

const sentencesOf = (prefix: string, table: SentenceTable): ReadonlyArray<Sentence> =>
  Object.entries(table).flatMap(([name, entry]): ReadonlyArray<Sentence> => {
    const key = `${prefix}.${name}`
    if (typeof entry === "object") return sentencesOf(key, entry)
    if (typeof entry === "string") return [{ key, english: entry, placeholders: placeholdersOf(entry) }]
    const english = entry(...Array.from({ length: entry.length }, (_, index) => `{${index}}`))
    const placeholders = placeholdersOf(english)
    // A function that looks its values up (a provider's name) says a template of the table instead.
    return placeholders.length === entry.length ? [{ key, english, placeholders }] : []
  })

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** A template read back: its text with each `{name}` taken as any run of characters. */
const patternOf = (template: string) =>
  new RegExp(
    `^${template
      .split(/\{\w+\}/)
      .map(escaped)
      .join("([\\s\\S]+?)")}$`,
  )

interface Template {
  readonly key: string
  readonly pattern: RegExp
  readonly placeholders: ReadonlyArray<string>
  /** How many characters of its own it starts with, before its first value. */
  readonly lead: number
}

/** A sentence read in another language, with how many of its characters were recognised. */
interface Reading {
  readonly said: string
  readonly known: number
  readonly lead: number
}

/**
 * The registered sentences and their translations, with the English read back to its key: services
 * refuse far from the HTTP layer, in English, and the answer is said again in the visitor's language
 * from the sentence it carries. Each sentence is keyed once, by the first table that writes it (a
 * table that repeats another's sentence needs no translation of its own).
 */
export const sentenceBook = <Language extends string>(
  tables: Readonly<Record<string, SentenceTable>>,
  catalogues: Readonly<Record<Language, Readonly<Record<string, string>>>>,
) => {
  const sentences = Object.entries(tables).flatMap(([name, table]) => sentencesOf(name, table))
  const exact = new Map<string, string>()
  const templates: Array<Template> = []
  const keyed: Array<Sentence> = []
  const written = new Set<string>()
  for (const sentence of sentences) {
    if (written.has(sentence.english)) continue
    written.add(sentence.english)
    keyed.push(sentence)
    if (sentence.placeholders.length === 0) exact.set(sentence.english, sentence.key)
    else
      templates.push({
        ...sentence,
        pattern: patternOf(sentence.english),
        lead: sentence.english.indexOf("{"),
      })
  }

  const formatters = Object.fromEntries(
    (Object.entries(catalogues) as Array<[Language, Readonly<Record<string, string>>]>).map(
      ([language, messages]) => {
        const formatter = sentenceFormatter(language)
        formatter.learn(messages)
        return [language, formatter]
      },
    ),
  ) as Record<Language, ReturnType<typeof sentenceFormatter>>

  /** A sentence said in `language` with how much of it was recognised, or undefined when none was. */
  const recognised = (text: string, language: Language): Reading | undefined => {
    const formatter = formatters[language]
    const key = exact.get(text)
    if (key !== undefined)
      return {
        said: formatter.knows(key) ? formatter.format(key) : text,
        known: text.length,
        lead: text.length,
      }
    let best: Reading | undefined
    // Several templates may read one sentence ("{coins} and {points} added…" reads a whole redeemed
    // code's answer): the reading that recognises the most of it, its values included, is the one.
    for (const template of templates) {
      const found = template.pattern.exec(text)
      if (found === null) continue
      let known = text.length
      const values: Record<string, string> = {}
      template.placeholders.forEach((name, index) => {
        const value = found[index + 1] ?? ""
        // A value may itself be a sentence (a refund's reason, the credit of a redeemed code).
        const inner = recognised(value, language)
        known -= value.length - (inner?.known ?? 0)
        values[name] = inner?.said ?? value
      })
      // Equally recognised, the reading that starts with its own words wins: `Code {code} redeemed!
      // {credit}` over `{coins} and {points} added…` for a redeemed code with both currencies.
      const lead = template.lead
      if (best !== undefined && (best.known > known || (best.known === known && best.lead >= lead))) continue
      best = {
        said: formatter.knows(template.key) ? formatter.format(template.key, values) : text,
        known,
        lead,
      }
    }
    return best
  }

  const translate = (text: string, language: Language): string => {
    const said = recognised(text, language)?.said
    if (said !== undefined) return said
    // Several refusals joined one per line (a form's problems).
    if (text.includes("\n"))
      return text
        .split("\n")
        .map((line) => translate(line, language))
        .join("\n")
    return text
  }

  return {
    /** Every sentence with a key of its own: what each catalogue must translate. */
    sentences: keyed as ReadonlyArray<Sentence>,
    /** Each language's translations, by key. */
    catalogues,
    /** The sentence said in `language`, when it is a registered one; any other text unchanged. */
    translate,
  }
}
