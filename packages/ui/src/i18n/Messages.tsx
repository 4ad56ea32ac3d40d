import { type I18n, type Messages, setupI18n } from "@lingui/core"
import { createContext, type ReactNode, useContext, useMemo } from "react"
import { LanguageContext } from "./language.ts"

/**
 * One language's messages, compiled (every catalogue file is, as it is imported): the keys a
 * component names and their words. A catalogue may leave keys out; each falls back to English.
 */
export type Catalogue = Readonly<Record<string, unknown>>

/** The values a message's placeholders take (`{site}`, `{count, plural, …}`). */
export type MessageValues = Readonly<Record<string, unknown>>

/** Told of a key the chosen catalogue lacks (English is shown in its place), once per key and language. */
export type MissingMessageReport = (language: string, key: string) => void

/** The default report: one line in the console, for whoever writes the catalogue. */
const warnOfMissing: MissingMessageReport = (language, key) =>
  console.warn(`The ${language} catalogue has no "${key}": English is shown.`)

const messagesOf = (language: string, catalogue: Catalogue, report?: MissingMessageReport): I18n => {
  const i18n = setupI18n({ locale: language, messages: { [language]: catalogue as Messages } })
  if (report !== undefined && language !== "en") {
    const reported = new Set<string>()
    i18n.on("missing", ({ id }) => {
      if (reported.has(id)) return
      reported.add(id)
      report(language, id)
    })
  }
  return i18n
}

const MessagesContext = createContext<I18n>(messagesOf("en", {}))

export interface MessagesProviderProps {
  /** The language's tag (`en`, `fil`): the page's words, and how its dates and numbers are written. */
  readonly language: string
  /** Its compiled messages; English needs none (every component carries its English). */
  readonly catalogue: Catalogue
  /**
   * Told of each key the catalogue lacks, once (English is shown in its place): a line in the
   * console unless another report is given. An app passes `null` in production to stay quiet.
   */
  readonly onMissingMessage?: MissingMessageReport | null | undefined
  /** What speaks the language: the app, or a part of it. */
  readonly children: ReactNode
}

/** Speaks the components inside in one language. Without it, they speak English. */
export const MessagesProvider = ({
  language,
  catalogue,
  onMissingMessage = warnOfMissing,
  children,
}: MessagesProviderProps) => {
  const i18n = useMemo(
    () => messagesOf(language, catalogue, onMissingMessage ?? undefined),
    [language, catalogue, onMissingMessage],
  )
  return (
    <LanguageContext value={language}>
      <MessagesContext value={i18n}>{children}</MessagesContext>
    </LanguageContext>
  )
}

/** A component's words in the chosen language: `t("LoginForm.password")`. */
export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string

/**
 * The words of one component, read from the chosen language's catalogue, falling back to the
 * English the component imports beside it (its `*.en.json`): English costs a page nothing beyond the
 * component's own words, and a language is one more catalogue.
 */
export const useMessages = <Key extends string>(english: Readonly<Record<Key, string>>): Translate<Key> => {
  const i18n = useContext(MessagesContext)
  return (key, values) =>
    i18n._({ id: key, message: english[key], ...(values === undefined ? {} : { values }) })
}

export { useLanguage } from "./language.ts"

/**
 * A table of the domain's sentences: each key's English, as the specification writes it; `{name}`
 * marks a value filled in (`"Unkown Error : Status {status}"`).
 */
export type DomainTable<Key extends string> = Readonly<Record<Key, string>>

const placeholder = /\{(\w+)\}/

/** A table's English as a compiled message: its text, each `{name}` a value (no parser needed). */
const compiledOf = (english: string): ReadonlyArray<string | readonly [string]> =>
  english.split(placeholder).map((part, index) => (index % 2 === 1 ? [part] : part))

/**
 * The sentences of one domain table in the chosen language: `say("usernameRequired")` reads
 * `validationMessages.usernameRequired` from the catalogue, falling back to the table's own English.
 * The domain keeps its English (the specification's words, which its rules and tests use); its other
 * languages are catalogues keyed by the table's name, so each sentence is written once.
 */
export const useDomainMessages = <Key extends string>(
  name: string,
  table: DomainTable<Key>,
): Translate<Key> => {
  const i18n = useContext(MessagesContext)
  return (key, values) =>
    i18n._({
      id: `${name}.${key}`,
      message: compiledOf(table[key]) as unknown as string,
      ...(values === undefined ? {} : { values }),
    })
}

interface SentenceShape {
  readonly key: string
  readonly pattern: RegExp
  readonly names: ReadonlyArray<string>
}

const shapesOfTable = new WeakMap<object, ReadonlyArray<SentenceShape>>()

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** Each sentence of a table as the texts it can become, worked out once per table. */
const shapesOf = (table: DomainTable<string>): ReadonlyArray<SentenceShape> => {
  const known = shapesOfTable.get(table)
  if (known !== undefined) return known
  const shapes = Object.entries(table).map(([key, english]) => {
    const parts = english.split(placeholder)
    const source = parts.map((part, index) => (index % 2 === 1 ? "(.+?)" : escaped(part))).join("")
    return {
      key,
      pattern: new RegExp(`^${source}$`),
      names: parts.filter((_, index) => index % 2 === 1),
    }
  })
  shapesOfTable.set(table, shapes)
  return shapes
}

/**
 * For a text a domain rule wrote in English (a validator's field error, a failed call's alert): its
 * words in the chosen language when it is one of the table's sentences (values and all), else the
 * text as it came, such as a server's own words.
 */
export const useDomainText = (name: string, table: DomainTable<string>): ((text: string) => string) => {
  const say = useDomainMessages(name, table)
  return (text) => {
    for (const { key, pattern, names } of shapesOf(table)) {
      const found = pattern.exec(text)
      if (found !== null)
        return say(key, Object.fromEntries(names.map((value, index) => [value, found[index + 1]])))
    }
    return text
  }
}
