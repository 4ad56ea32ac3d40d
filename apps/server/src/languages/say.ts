import { type I18n, setupI18n } from "@lingui/core"
import { compileMessage } from "@lingui/message-utils/compileMessage"

/** The values a sentence's template is filled with (`{code}` → `"GATE-7Q2M"`). */
export type SentenceValues = Readonly<Record<string, string>>

/**
 * One language's sentences, compiled once and formatted by Lingui: the same reading of ICU text
 * as the portal's catalogues (docs/adr/0038-languages.md).
 */
export const sentenceFormatter = (language: string) => {
  const i18n: I18n = setupI18n({ locale: language, messages: { [language]: {} } })
  const known = new Set<string>()
  return {
    /** Compiles messages by key; done at start, never per request. */
    learn: (messages: Readonly<Record<string, string>>) => {
      i18n.load(
        language,
        Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message)])),
      )
      for (const key of Object.keys(messages)) known.add(key)
    },
    knows: (key: string) => known.has(key),
    format: (key: string, values: SentenceValues = {}) => i18n._(key, values),
  }
}

const english = sentenceFormatter("en")

/**
 * An English sentence with its values: a table's template (`"Code {code} redeemed! {credit}"`) is
 * written once, and the server's answers in other languages recognise it by the same template.
 */
export const say = (template: string, values: SentenceValues): string => {
  if (!english.knows(template)) english.learn({ [template]: template })
  return english.format(template, values)
}
