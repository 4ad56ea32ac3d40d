import type { Language } from "@gatehouse/domain"
import { Context, Duration, Effect, Layer } from "effect"
import { type HttpServerRequest, HttpServerResponse } from "effect/http"
import { Changes, type ChangeTopic, changeTopics } from "../cache/Changes.ts"
import { ReadCache } from "../cache/ReadCache.ts"
import { pageLanguageOf } from "../pages/pageLanguage.ts"
import { type Payload, sendBytes } from "./sendBytes.ts"

/** An answer a route gives every visitor alike, in the form it can be sent again without the route. */
export interface HeldAnswer {
  readonly payload: Payload
  readonly status: number
  /** Headers of its own beyond the payload's (a page's script policy). */
  readonly headers?: Readonly<Record<string, string>>
  /** What it shows depends on: a change of any of these drops it at once. */
  readonly topics: ReadonlyArray<ChangeTopic>
  /** The language a page speaks: it is held for the visitors of that language only. */
  readonly language?: Language
}

/** Where the running request's route leaves its answer to be held; absent outside an observed request. */
export interface HoldSlot {
  held: HeldAnswer | undefined
  /** The changes heard when the request started: an answer made across a change is not held. */
  readonly changesHeard: number
}

export const CurrentHoldSlot = Context.Reference<HoldSlot | undefined>("gatehouse/server/HoldSlot", {
  defaultValue: () => undefined,
})

/**
 * Said by a route whose answer is the same for every visitor until one of its topics changes (a
 * built file, a guest page, a public read): the next requests for the same address are answered
 * from memory before any routing.
 */
export const holdAnswer = (answer: HeldAnswer) =>
  Effect.withFiber((fiber) => {
    const slot = fiber.getRef(CurrentHoldSlot)
    if (slot !== undefined) slot.held = answer
    return Effect.void
  })

/** What a page's language is chosen by, besides its address (pages/pageLanguage.ts), for caches on the way. */
const languageVary = "Accept-Encoding, Accept-Language, Cookie"

/** Sends an answer: its payload as sendBytes does, with its own headers. */
export const sendAnswer = (request: HttpServerRequest.HttpServerRequest, answer: HeldAnswer) =>
  Effect.map(sendBytes(request, answer.payload, answer.status), (sent) => {
    const headers = answer.language === undefined ? answer.headers : { ...answer.headers, vary: languageVary }
    return headers === undefined ? sent : HttpServerResponse.setHeaders(sent, headers)
  })

/** Sends an answer every visitor shares, and says that it may be held. */
export const sendHeld = (request: HttpServerRequest.HttpServerRequest, answer: HeldAnswer) =>
  Effect.andThen(holdAnswer(answer), sendAnswer(request, answer))

export interface HeldEntry {
  readonly answer: HeldAnswer
  /** The route family it is counted under in metrics. */
  readonly route: string
  readonly until: number
}

/**
 * How long an answer is held before its route is asked again. Short, so that whatever its route
 * would decide by time (a page out of date by the refresh interval, a season's turn) is at most
 * this late; long enough that a crowd asking for the same address reaches the route about once a
 * second.
 */
const holdFor = Duration.toMillis(Duration.seconds(1))

/** How many addresses are held; the first held goes first. */
const capacity = 512

/**
 * Answers held in memory by address, sent before routing (docs/adr/0028-launch-day.md): a request
 * for a built file, a guest page or a public read that an earlier request was answered with skips
 * the router, the API's codecs and the request's deadline, which cost several times what sending
 * the bytes does. A change of one of an answer's topics, heard from any instance (ADR 0013), drops
 * it at once; while this instance does not hear changes, nothing is held.
 */
export class HeldAnswers extends Context.Service<
  HeldAnswers,
  {
    /** The answer held for this request's address, if one is and it is still current at `now`. */
    readonly find: (request: HttpServerRequest.HttpServerRequest, now: number) => HeldEntry | undefined
    /** A slot for a request about to be routed. */
    readonly open: () => HoldSlot
    /**
     * Holds what the request's route left in its slot, when the request was answered with it (or
     * with a 304 for it) and no change came meanwhile.
     */
    readonly keep: (
      request: HttpServerRequest.HttpServerRequest,
      response: HttpServerResponse.HttpServerResponse,
      slot: HoldSlot,
      route: string,
      now: number,
    ) => void
  }
>()("gatehouse/server/HeldAnswers") {
  static readonly layer = Layer.effect(
    HeldAnswers,
    Effect.gen(function* () {
      const changes = yield* Changes
      const reads = yield* ReadCache
      const entries = new Map<string, HeldEntry>()
      // Addresses whose answer speaks the visitor's language (pages): held once per language.
      const spoken = new Set<string>()
      const keyOf = (request: HttpServerRequest.HttpServerRequest, language?: Language) => {
        const chosen = language ?? (spoken.has(request.url) ? pageLanguageOf(request) : undefined)
        return chosen === undefined ? request.url : `${request.url} ${chosen}`
      }
      let changesHeard = 0

      for (const topic of changeTopics) {
        yield* changes.onChange([topic], () => {
          changesHeard += 1
          for (const [address, entry] of entries) {
            if (entry.answer.topics.includes(topic)) entries.delete(address)
          }
        })
      }

      const readable = (request: HttpServerRequest.HttpServerRequest) =>
        (request.method === "GET" || request.method === "HEAD") && reads.hearsChanges()

      return HeldAnswers.of({
        find: (request, now) => {
          if (!readable(request)) return undefined
          const entry = entries.get(keyOf(request))
          return entry !== undefined && now < entry.until ? entry : undefined
        },
        open: () => ({ held: undefined, changesHeard }),
        keep: (request, response, slot, route, now) => {
          const held = slot.held
          if (held === undefined || slot.changesHeard !== changesHeard || !readable(request)) return
          if (response.status !== held.status && response.status !== 304) return
          if (held.language !== undefined) {
            spoken.add(request.url)
            if (spoken.size > capacity) spoken.delete(spoken.values().next().value as string)
          }
          const key = keyOf(request, held.language)
          entries.delete(key)
          entries.set(key, { answer: held, route, until: now + holdFor })
          if (entries.size > capacity) entries.delete(entries.keys().next().value as string)
        },
      })
    }),
  )
}
