import { type Messages, setupI18n } from "@lingui/core"
import english from "./serverInfoTexts.en.json"

/** The English words, read from the catalogue as the page would read them (for stories, tests and callers). */
const inEnglish = setupI18n({ locale: "en", messages: { en: english as Messages } })

/** The Server information page's words, keyed for `useMessages(serverInfoEnglish)`. */
export const serverInfoEnglish = english

/** The Server information page's own words in English (the page shows them in the chosen language). */
export const serverInfoTexts = {
  heading: inEnglish._("serverInfoTexts.heading"),
  loading: inEnglish._("serverInfoTexts.loading"),
  failed: inEnglish._("serverInfoTexts.failed"),
  retry: inEnglish._("serverInfoTexts.retry"),
} as const
