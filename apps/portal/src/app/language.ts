import {
  isLanguage,
  type Language,
  languageCookie,
  languageParameter,
  preferredLanguage,
} from "@gatehouse/domain"

/** A year: the choice is kept until the visitor makes another. */
const kept = 60 * 60 * 24 * 365

const cookieLanguage = (cookies: string): Language | undefined => {
  const value = cookies
    .split(";")
    .map((cookie) => cookie.trim().split("="))
    .find(([name]) => name === languageCookie)?.[1]
  return value !== undefined && isLanguage(value) ? value : undefined
}

/** The language the page's address names (`?lang=fil`), if it names a shipped one. */
const namedLanguage = (document: Document): Language | undefined => {
  const named = new URLSearchParams(document.location.search).get(languageParameter)
  return named !== null && isLanguage(named) ? named : undefined
}

/**
 * The language this page speaks: the one its address names (`?lang=fil`), else the visitor's choice
 * (the cookie), else the one the server chose from the browser's languages (the page's `lang`), else
 * the browser's languages themselves (a page the server did not make).
 */
export const chosenLanguage = (document: Document, languages: ReadonlyArray<string>): Language => {
  const named = namedLanguage(document)
  if (named !== undefined) return named
  const remembered = cookieLanguage(document.cookie)
  if (remembered !== undefined) return remembered
  const served = document.documentElement.lang
  return isLanguage(served) ? served : preferredLanguage(languages)
}

/**
 * A visitor who came by an address in a language (a shared link, a search result) reads on in it: it
 * becomes their choice, so the portal's calls, which carry the cookie and not the address, answer in
 * the language of the page that makes them.
 */
export const adoptNamedLanguage = (document: Document) => {
  const named = namedLanguage(document)
  if (named !== undefined && cookieLanguage(document.cookie) !== named) rememberLanguage(document, named)
}

/**
 * Speaks the page in another language from now on: remembered (the server renders the next page in
 * it), written on the document, and in the address when the address named one, so a reload or a
 * shared link shows what the visitor sees. The page stays where it is.
 */
export const rememberLanguage = (document: Document, language: Language) => {
  document.cookie = `${languageCookie}=${language}; path=/; max-age=${kept}; samesite=lax`
  document.documentElement.lang = language
  const url = new URL(document.location.href)
  if (url.searchParams.has(languageParameter)) {
    url.searchParams.set(languageParameter, language)
    window.history.replaceState(window.history.state, "", url)
  }
}
