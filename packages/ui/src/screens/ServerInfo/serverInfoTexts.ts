import english from "./serverInfoTexts.en.json"

/** The Server information page's words, keyed for `useMessages(serverInfoEnglish)`. */
export const serverInfoEnglish = english

/** The Server information page's own words in English (the page shows them in the chosen language). */
export const serverInfoTexts = {
  heading: english["serverInfoTexts.heading"],
  loading: english["serverInfoTexts.loading"],
  failed: english["serverInfoTexts.failed"],
  retry: english["serverInfoTexts.retry"],
} as const
