import { englishOf } from "../../i18n/englishOf.ts"
import english from "./MyAccount.en.json"

/** The English words, read from the catalogue as the page would read them (for stories, tests and callers). */
const inEnglish = englishOf(english)

/** Spec §8: the IP whitelist request first shows 'Processing request / please wait...' (in English; the page shows the chosen language). */
export const whitelistProcessingTexts = {
  title: inEnglish("MyAccount.processingTitle"),
  message: inEnglish("MyAccount.processingMessage"),
} as const
