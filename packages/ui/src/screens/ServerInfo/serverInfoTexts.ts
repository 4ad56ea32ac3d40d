import { englishOf } from "../../i18n/englishOf.ts"
import english from "./serverInfoTexts.en.json"

/** The English words, read from the catalogue as the page would read them (for stories, tests and callers). */
const inEnglish = englishOf(english)

/** The Server information page's words, keyed for `useMessages(serverInfoEnglish)`. */
export const serverInfoEnglish = english

/** The Server information page's own words in English (the page shows them in the chosen language). */
export const serverInfoTexts = {
  heading: inEnglish("serverInfoTexts.heading"),
  loading: inEnglish("serverInfoTexts.loading"),
  failed: inEnglish("serverInfoTexts.failed"),
  retry: inEnglish("serverInfoTexts.retry"),
} as const
