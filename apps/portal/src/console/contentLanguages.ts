import { type TranslationLanguage, translationLanguages } from "@gatehouse/api-client/console"
import { defaultLanguage, languageParameter, languages } from "@gatehouse/domain"

/** The language of a thing's own text (English); the others are its translations. */
export const originalLanguage = defaultLanguage

/** Whether a language the console offers is a translation's (any shipped language but English). */
export const isTranslationLanguage = (tag: string): tag is TranslationLanguage =>
  (translationLanguages as ReadonlyArray<string>).includes(tag)

/** A public page's address as readers of a language open it (`/policy/cash?lang=fil`). */
export const addressIn = (address: string, language: string) =>
  language === originalLanguage ? address : `${address}?${languageParameter}=${language}`

/** A language as the console names it: its own name, as the picker shows it (`fil` → Filipino). */
export const languageName = (tag: string) => languages.find((language) => language.tag === tag)?.name ?? tag
