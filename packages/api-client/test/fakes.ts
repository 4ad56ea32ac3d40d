import { Effect, Layer } from "effect"
import { TestClock } from "effect/testing"
import { type ApiClientOptions, makeApiClient, type PolicyHandlers } from "../src/index.ts"

/** One request as the fake `fetch` saw it. */
export interface SeenRequest {
  readonly url: string
  readonly method: string
  readonly headers: Record<string, string>
  readonly body: unknown
}

export type FakeAnswer = { readonly status: number; readonly body?: unknown } | "no response"

/** A `fetch` that records what it was asked and answers from a script, or not at all. */
export const fakeFetch = (answer: FakeAnswer | ((request: SeenRequest) => FakeAnswer)) => {
  const requests: Array<SeenRequest> = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: SeenRequest = {
      url: String(input),
      method: init?.method ?? "GET",
      headers: { ...(init?.headers as Record<string, string>) },
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    }
    requests.push(request)
    const reply = typeof answer === "function" ? answer(request) : answer
    if (reply === "no response") throw new TypeError("Failed to fetch")
    const text = reply.body === undefined ? "" : JSON.stringify(reply.body)
    return new Response(text === "" ? null : text, { status: reply.status })
  }
  return { fetch: fetch as typeof globalThis.fetch, requests }
}

/** What the portal's dialogs, session store and router were asked to do, in order. */
export const recordingHandlers = () => {
  const events: Array<string> = []
  const handlers: PolicyHandlers = {
    alert: (title, text) => {
      events.push(title === undefined ? `alert: ${text}` : `alert ${title}: ${text}`)
    },
    clearSession: () => {
      events.push("clear session")
    },
    redirect: (path) => {
      events.push(`redirect ${path}`)
    },
  }
  return { events, handlers }
}

/** A client on a fake network, with recording handlers unless others are given. */
export const clientWith = (
  answer: Parameters<typeof fakeFetch>[0],
  options: Partial<Omit<ApiClientOptions, "fetch">> = {},
) => {
  const network = fakeFetch(answer)
  const recorded = recordingHandlers()
  const client = makeApiClient({
    getToken: () => null,
    getCsrfToken: () => undefined,
    handlers: recorded.handlers,
    ...options,
    fetch: network.fetch,
  })
  return { client, requests: network.requests, events: recorded.events }
}

/** Runs an Effect with the test clock, so waits happen only when a test moves time. */
export const runWithTestClock = <A, E>(effect: Effect.Effect<A, E>) =>
  Effect.runPromise(Effect.provide(effect, Layer.fresh(TestClock.layer())))
