import { type Messages, setupI18n } from "@lingui/core"
import english from "./MyAccount.en.json"

/** The English words, read from the catalogue as the page would read them (for stories, tests and callers). */
const inEnglish = setupI18n({ locale: "en", messages: { en: english as Messages } })

/** Spec §8: the IP whitelist request first shows 'Processing request / please wait...' (in English; the page shows the chosen language). */
export const whitelistProcessingTexts = {
  title: inEnglish._("MyAccount.processingTitle"),
  message: inEnglish._("MyAccount.processingMessage"),
} as const
