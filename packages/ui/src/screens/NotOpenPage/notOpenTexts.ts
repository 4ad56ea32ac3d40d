import english from "./notOpenTexts.en.json"

/** The words of a page that is not open yet, keyed for `useMessages(notOpenEnglish)`. */
export const notOpenEnglish = english

/** The words of a page that is not open yet, besides its own message, in English. */
export const notOpenTexts = {
  note: english["notOpenTexts.note"],
  news: english["notOpenTexts.news"],
  community: english["notOpenTexts.community"],
} as const
