import { type Messages, setupI18n } from "@lingui/core"
import catalogue from "./processingTexts.en.json"

const english = setupI18n({ locale: "en", messages: { en: catalogue as Messages } })

/**
 * Spec §2 Find Account: the modal reads 'Processing your request Please wait..'. In English, read from
 * its catalogue `processingTexts.en.json` (the page reads the chosen language's through `useMessages`).
 */
export const processingTexts = {
  title: english._("processingTexts.title"),
  message: english._("processingTexts.message"),
} as const
