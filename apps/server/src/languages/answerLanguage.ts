import {
  acceptedLanguages,
  isLanguage,
  type Language,
  languageCookie,
  preferredLanguage,
} from "@gatehouse/domain"
import type { HttpServerRequest } from "effect/http"

/**
 * The language an API call is answered in: the visitor's remembered choice (the picker's cookie),
 * else the first shipped language of their browser's. The portal's calls are same-origin, so both
 * come with every call; an address's `?lang=` names a page, not a call (pages/pageLanguage.ts).
 */
export const answerLanguageOf = (request: HttpServerRequest.HttpServerRequest): Language => {
  const remembered = request.cookies[languageCookie]
  if (remembered !== undefined && isLanguage(remembered)) return remembered
  return preferredLanguage(acceptedLanguages(request.headers["accept-language"]))
}
