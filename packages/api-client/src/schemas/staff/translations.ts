import { defaultLanguage, type Language, languages } from "@gatehouse/domain"
import { Schema } from "effect"

/**
 * The languages staff may translate news, policy pages and banners into: every shipped language but
 * English, which is the text of the thing itself. Any other tag is refused with a 400.
 */
export const translationLanguages = languages
  .map(({ tag }) => tag)
  .filter((tag): tag is Exclude<Language, typeof defaultLanguage> => tag !== defaultLanguage)

export type TranslationLanguage = (typeof translationLanguages)[number]

export const TranslationLanguage = Schema.Literals(translationLanguages).annotate({
  message: `A translation is in one of the portal's other languages: ${translationLanguages.join(", ")}.`,
})
