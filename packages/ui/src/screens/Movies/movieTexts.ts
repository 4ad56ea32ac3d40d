import { englishOf } from "../../i18n/englishOf.ts"
import { newTabHint } from "../../navigation/newTabHint.ts"
import english from "./movieTexts.en.json"

/** The English words, read from the catalogue as the page would read them (for stories, tests and callers). */
const inEnglish = englishOf(english)

/** The Movie page's words, keyed for `useMessages(movieEnglish)`. */
export const movieEnglish = english

/** The Movie page's own words in English (the page shows them in the chosen language). */
export const movieTexts = {
  heading: inEnglish("movieTexts.heading"),
  intro: inEnglish("movieTexts.intro"),
  loading: inEnglish("movieTexts.loading"),
  failed: inEnglish("movieTexts.failed"),
  retry: inEnglish("movieTexts.retry"),
  empty: inEnglish("movieTexts.empty"),
  comingSoon: inEnglish("movieTexts.comingSoon"),
  play: inEnglish("movieTexts.play"),
  close: inEnglish("movieTexts.close"),
  newTab: newTabHint,
} as const
