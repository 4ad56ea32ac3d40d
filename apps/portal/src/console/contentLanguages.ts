import { defaultLanguage, languageParameter } from "@gatehouse/domain"

export { isTranslationLanguage, languageName } from "@gatehouse/api-client/console"

/** The language of a thing's own text (English); the others are its translations. */
export const originalLanguage = defaultLanguage

/** A public page's address as readers of a language open it (`/policy/cash?lang=fil`). */
export const addressIn = (address: string, language: string) =>
  language === originalLanguage ? address : `${address}?${languageParameter}=${language}`
