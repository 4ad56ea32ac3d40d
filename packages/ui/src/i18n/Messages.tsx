import { type I18n, type Messages, setupI18n } from "@lingui/core"
import { createContext, type ReactNode, useContext, useMemo } from "react"

/**
 * One language's messages, compiled (every catalogue file is, as it is imported): the keys a
 * component names and their words. A catalogue may leave keys out; each falls back to English.
 */
export type Catalogue = Readonly<Record<string, unknown>>

/** The values a message's placeholders take (`{site}`, `{count, plural, …}`). */
export type MessageValues = Readonly<Record<string, unknown>>

const reported = new Set<string>()

/** In development, a key the chosen catalogue lacks is said once in the console; the page shows English. */
const reportMissing = ({ locale, id }: { locale: string; id: string }) => {
  if (reported.has(`${locale}:${id}`)) return
  reported.add(`${locale}:${id}`)
  console.warn(`The ${locale} catalogue has no "${id}": English is shown.`)
}

const messagesOf = (language: string, catalogue: Catalogue): I18n => {
  const i18n = setupI18n({ locale: language, messages: { [language]: catalogue as Messages } })
  if (process.env.NODE_ENV !== "production" && language !== "en") i18n.on("missing", reportMissing)
  return i18n
}

const MessagesContext = createContext<I18n>(messagesOf("en", {}))

export interface MessagesProviderProps {
  /** The language's tag (`en`, `fil`): the page's words, and how its dates and numbers are written. */
  readonly language: string
  /** Its compiled messages; English needs none (every component carries its English). */
  readonly catalogue: Catalogue
  readonly children: ReactNode
}

/** Speaks the components inside in one language. Without it, they speak English. */
export const MessagesProvider = ({ language, catalogue, children }: MessagesProviderProps) => {
  const i18n = useMemo(() => messagesOf(language, catalogue), [language, catalogue])
  return <MessagesContext value={i18n}>{children}</MessagesContext>
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
  return (key, values) => i18n._({ id: key, message: english[key] }, values)
}

/** The chosen language's tag, for `Intl` formatting of dates and numbers. */
export const useLanguage = (): string => useContext(MessagesContext).locale
