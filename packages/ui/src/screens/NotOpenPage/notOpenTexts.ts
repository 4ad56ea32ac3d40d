import { englishOf } from "../../i18n/englishOf.ts"
import english from "./notOpenTexts.en.json"

/** The English words, read from the catalogue as the page would read them (for stories, tests and callers). */
const inEnglish = englishOf(english)

/** The words of a page that is not open yet, keyed for `useMessages(notOpenEnglish)`. */
export const notOpenEnglish = english

/** The words of a page that is not open yet, besides its own message, in English. */
export const notOpenTexts = {
  note: inEnglish("notOpenTexts.note"),
  news: inEnglish("notOpenTexts.news"),
  community: inEnglish("notOpenTexts.community"),
} as const
