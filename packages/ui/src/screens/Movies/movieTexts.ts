import { newTabHint } from "../../navigation/newTabHint.ts"
import english from "./movieTexts.en.json"

/** The Movie page's words, keyed for `useMessages(movieEnglish)`. */
export const movieEnglish = english

/** The Movie page's own words in English (the page shows them in the chosen language). */
export const movieTexts = {
  heading: english["movieTexts.heading"],
  intro: english["movieTexts.intro"],
  loading: english["movieTexts.loading"],
  failed: english["movieTexts.failed"],
  retry: english["movieTexts.retry"],
  empty: english["movieTexts.empty"],
  comingSoon: english["movieTexts.comingSoon"],
  play: english["movieTexts.play"],
  close: english["movieTexts.close"],
  newTab: newTabHint,
} as const
