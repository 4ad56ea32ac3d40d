import {
  acceptedLanguages,
  defaultLanguage,
  isLanguage,
  type Language,
  languageCookie,
  languageParameter,
  languages,
  preferredLanguage,
} from "@gatehouse/domain"
import type { HttpServerRequest } from "effect/http"

/**
 * The language a page is made in: the one its address names (`?lang=fil`, the address search
 * engines list), else the visitor's remembered choice (the picker's cookie), else the first shipped
 * language of their browser's. The portal in the browser decides the same way (app/language.ts).
 */
export const pageLanguageOf = (request: HttpServerRequest.HttpServerRequest): Language => {
  const query = request.url.indexOf("?")
  const named = query < 0 ? null : new URLSearchParams(request.url.slice(query)).get(languageParameter)
  if (named !== null && isLanguage(named)) return named
  const remembered = request.cookies[languageCookie]
  if (remembered !== undefined && isLanguage(remembered)) return remembered
  return preferredLanguage(acceptedLanguages(request.headers["accept-language"]))
}

/** A page's address in a language: English's is the address itself; another's names it (`?lang=fil`). */
export const addressInLanguage = (address: string, language: Language): string => {
  const url = new URL(address)
  if (language === defaultLanguage) url.searchParams.delete(languageParameter)
  else url.searchParams.set(languageParameter, language)
  return url.href
}

/** The page's address in every shipped language, for search engines to list each (`hreflang`). */
export const alternatesOf = (
  address: string,
): ReadonlyArray<{ readonly language: Language; readonly address: string }> =>
  languages.map(({ tag }) => ({ language: tag, address: addressInLanguage(address, tag) }))
