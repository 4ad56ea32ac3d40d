import { type Messages, setupI18n } from "@lingui/core"
import english from "./notOpenTexts.en.json"

/** The English words, read from the catalogue as the page would read them (for stories, tests and callers). */
const inEnglish = setupI18n({ locale: "en", messages: { en: english as Messages } })

/** The words of a page that is not open yet, keyed for `useMessages(notOpenEnglish)`. */
export const notOpenEnglish = english

/** The words of a page that is not open yet, besides its own message, in English. */
export const notOpenTexts = {
  note: inEnglish._("notOpenTexts.note"),
  news: inEnglish._("notOpenTexts.news"),
  community: inEnglish._("notOpenTexts.community"),
} as const
