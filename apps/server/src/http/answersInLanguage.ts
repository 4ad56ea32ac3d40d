import { apiPrefix } from "@gatehouse/api-client/contract"
import { defaultLanguage, type Language } from "@gatehouse/domain"
import { Effect } from "effect"
import { HttpBody, HttpServerRequest, HttpServerResponse } from "effect/http"
import { playerSentences } from "../languages/playerSentences.ts"
import { pageLanguageOf } from "../pages/pageLanguage.ts"

type Spoken = Exclude<Language, typeof defaultLanguage>

/** Staff calls answer in English, like the console they serve. */
const staffPrefix = `${apiPrefix}/staff/`

const isPlayerCall = (url: string) => url.startsWith(`${apiPrefix}/`) && !url.startsWith(staffPrefix)

const decoder = new TextDecoder()

type Lines = Readonly<Record<string, ReadonlyArray<unknown>>>

const isLines = (errors: unknown): errors is Lines =>
  typeof errors === "object" &&
  errors !== null &&
  !Array.isArray(errors) &&
  Object.values(errors).every((lines) => Array.isArray(lines))

/** The answers the contract nests under one name: the login's `data` and its `secondStep`. */
const nestedAnswers = ["data", "secondStep"] as const

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** An answer's `message` and its `errors` lines said in `language`. */
const saidIn = (answer: Record<string, unknown>, language: Spoken): Record<string, unknown> => {
  const translate = (sentence: unknown) =>
    typeof sentence === "string" ? playerSentences.translate(sentence, language) : sentence
  const errors = answer.errors
  return {
    ...answer,
    ...(typeof answer.message === "string" ? { message: translate(answer.message) } : {}),
    ...(isLines(errors)
      ? {
          errors: Object.fromEntries(
            Object.entries(errors).map(([field, lines]) => [field, lines.map(translate)]),
          ),
        }
      : {}),
  }
}

/**
 * An API answer with its sentences said in `language`; undefined when it carries none. Only a JSON
 * object written for this request is read: bytes kept for many visitors (a public read, with its
 * ETag) and compressed bytes carry no sentence and are left alone.
 */
const said = (response: HttpServerResponse.HttpServerResponse, language: Spoken) => {
  const body = response.body
  if (body._tag !== "Uint8Array" || !body.contentType.startsWith("application/json")) return undefined
  if (response.headers["content-encoding"] !== undefined || response.headers.etag !== undefined)
    return undefined
  const text = decoder.decode(body.body)
  if (!text.startsWith("{") || !text.includes('"message"')) return undefined
  const answer = saidIn(JSON.parse(text) as Record<string, unknown>, language)
  for (const name of nestedAnswers) {
    const nested = answer[name]
    if (isObject(nested)) answer[name] = saidIn(nested, language)
  }
  return answer
}

/**
 * A player-facing API answer in the visitor's language, chosen as a page's is (the call's `?lang=`,
 * else the `lang` cookie, else Accept-Language; the portal's calls are same-origin, so the cookie
 * and the browser's languages come with every one): its sentence and its fields' lines, which
 * services write in English, said again from the registered tables (languages/playerSentences.ts),
 * with `Content-Language`. An English visitor's answer is not touched at all.
 */
export const answerInLanguage = (
  request: HttpServerRequest.HttpServerRequest,
  response: HttpServerResponse.HttpServerResponse,
): HttpServerResponse.HttpServerResponse => {
  if (!isPlayerCall(request.url) || response.headers["content-language"] !== undefined) return response
  const language = pageLanguageOf(request)
  if (language === defaultLanguage) return response
  const answer = said(response, language as Spoken)
  if (answer === undefined) return response
  return HttpServerResponse.setHeader(
    HttpServerResponse.setBody(response, HttpBody.text(JSON.stringify(answer), "application/json")),
    "content-language",
    language,
  )
}

/** The routes' answers in the visitor's language, before they are compressed. */
export const answersInLanguage = <E, R>(app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) =>
  Effect.flatMap(Effect.service(HttpServerRequest.HttpServerRequest), (request) =>
    Effect.map(app, (response) => answerInLanguage(request, response)),
  )
