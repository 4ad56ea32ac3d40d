import { defaultLanguage, type Language, languages } from "@gatehouse/domain"
import { Schema } from "effect"

/**
 * The languages staff may translate news, policy pages and banners into: every shipped language but
 * English, which is the text of the thing itself. Any other tag is refused with a 400.
 */
export type TranslationLanguage = Exclude<Language, "en">

export const translationLanguages = languages
  .map(({ tag }) => tag)
  .filter((tag): tag is TranslationLanguage => tag !== defaultLanguage)

export const TranslationLanguage = Schema.Literals(translationLanguages).annotate({
  message: `A translation is in one of the portal's other languages: ${translationLanguages.join(", ")}.`,
})

/** Whether a tag is a translation's language (a stored row of a language no longer shipped is not). */
export const isTranslationLanguage = (tag: string): tag is TranslationLanguage =>
  (translationLanguages as ReadonlyArray<string>).includes(tag)

/** A language as the console names it: its own name, as the picker shows it (`fil` → Filipino). */
export const languageName = (tag: string): string =>
  languages.find((language) => language.tag === tag)?.name ?? tag
