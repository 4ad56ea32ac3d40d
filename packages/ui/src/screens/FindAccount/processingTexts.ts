import { englishOf } from "../../i18n/englishOf.ts"
import catalogue from "./processingTexts.en.json"

const english = englishOf(catalogue)

/**
 * Spec §2 Find Account: the modal reads 'Processing your request Please wait..'. In English, read from
 * its catalogue `processingTexts.en.json` (the page reads the chosen language's through `useMessages`).
 */
export const processingTexts = {
  title: english("processingTexts.title"),
  message: english("processingTexts.message"),
} as const
