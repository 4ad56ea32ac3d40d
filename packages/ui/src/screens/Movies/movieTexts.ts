import { type Messages, setupI18n } from "@lingui/core"
import { newTabHint } from "../../navigation/newTabHint.ts"
import english from "./movieTexts.en.json"

/** The English words, read from the catalogue as the page would read them (for stories, tests and callers). */
const inEnglish = setupI18n({ locale: "en", messages: { en: english as Messages } })

/** The Movie page's words, keyed for `useMessages(movieEnglish)`. */
export const movieEnglish = english

/** The Movie page's own words in English (the page shows them in the chosen language). */
export const movieTexts = {
  heading: inEnglish._("movieTexts.heading"),
  intro: inEnglish._("movieTexts.intro"),
  loading: inEnglish._("movieTexts.loading"),
  failed: inEnglish._("movieTexts.failed"),
  retry: inEnglish._("movieTexts.retry"),
  empty: inEnglish._("movieTexts.empty"),
  comingSoon: inEnglish._("movieTexts.comingSoon"),
  play: inEnglish._("movieTexts.play"),
  close: inEnglish._("movieTexts.close"),
  newTab: newTabHint,
} as const
