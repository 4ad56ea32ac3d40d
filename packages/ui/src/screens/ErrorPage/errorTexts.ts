import { type Messages, setupI18n } from "@lingui/core"
import catalogue from "./errorTexts.en.json"

const english = setupI18n({ locale: "en", messages: { en: catalogue as Messages } })

/**
 * Spec §2 "Routes", §8 "Unknown route page": the error page's words, exactly, in English, read from its
 * catalogue `errorTexts.en.json` (the page reads the chosen language's through `useMessages`).
 */
export const errorPageTexts = {
  title: english._("errorTexts.title"),
  heading: english._("errorTexts.heading"),
  message: english._("errorTexts.message"),
} as const
