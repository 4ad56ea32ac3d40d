import { Effect, Fiber } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it, vi } from "vitest"
import {
  ApiDecodeError,
  ApiHttpError,
  ApiNetworkError,
  actionErrorText,
  isReportedByPolicy,
  plainErrorText,
  reportActionError,
  validationMessages,
} from "../src/index.ts"
import { clientWith, recordingHandlers, runWithTestClock } from "./fakes.ts"

const run = runWithTestClock

/** Lets the fake network answer: waits until the handlers have seen `count` events. */
const untilShown = (events: ReadonlyArray<string>, count: number) =>
  Effect.promise(() => vi.waitFor(() => expect(events.length).toBeGreaterThanOrEqual(count)))

describe("a 401 from any call", () => {
  it("clears the session, alerts the server's message, then the expiry notice, then goes home after 500 ms", async () => {
    const { client, events } = clientWith({ status: 401, body: { message: "Token revoked." } })
    await run(
      Effect.gen(function* () {
        const call = yield* Effect.forkChild(Effect.flip(client.getUserIp()))
        yield* untilShown(events, 3)
        yield* TestClock.adjust("499 millis")
        expect(events).toEqual([
          "clear session",
          "alert: Token revoked.",
          "alert: Session expired. Please log in again.",
        ])
        yield* TestClock.adjust("1 millis")
        const failure = yield* Fiber.join(call)
        expect(failure).toMatchObject({ status: 401 })
      }),
    )
    expect(events.at(-1)).toBe("redirect /")
  })

  it("waits for each alert to be closed before the next step", async () => {
    const shown: Array<string> = []
    let closeFirstDialog = () => {}
    const { client } = clientWith(
      { status: 401, body: { message: "Signed in elsewhere." } },
      {
        handlers: {
          alert: (_title, text) => {
            shown.push(text)
            if (shown.length === 1) return new Promise<void>((resolve) => (closeFirstDialog = resolve))
          },
          clearSession: () => {},
          redirect: (path) => {
            shown.push(`redirect ${path}`)
          },
        },
      },
    )
    await run(
      Effect.gen(function* () {
        const call = yield* Effect.forkChild(Effect.flip(client.logout()))
        yield* untilShown(shown, 1)
        yield* TestClock.adjust("1 second")
        expect(shown).toEqual(["Signed in elsewhere."])
        closeFirstDialog()
        yield* untilShown(shown, 2)
        yield* TestClock.adjust("500 millis")
        yield* Fiber.join(call)
      }),
    )
    expect(shown).toEqual(["Signed in elsewhere.", "Session expired. Please log in again.", "redirect /"])
  })

  it("skips the server-message alert when the server sent none", async () => {
    const { client, events } = clientWith({ status: 401 })
    await run(
      Effect.gen(function* () {
        const call = yield* Effect.forkChild(Effect.flip(client.getShopPurchases({})))
        yield* untilShown(events, 2)
        yield* TestClock.adjust("500 millis")
        yield* Fiber.join(call)
      }),
    )
    expect(events).toEqual(["clear session", "alert: Session expired. Please log in again.", "redirect /"])
  })

  it("tells the player once when several calls fail with 401 at the same time, and again after it ended", async () => {
    const { client, events } = clientWith({ status: 401, body: { message: "Please log in to continue." } })
    const sequence = [
      "clear session",
      "alert: Please log in to continue.",
      "alert: Session expired. Please log in again.",
      "redirect /",
    ]
    await run(
      Effect.gen(function* () {
        const calls = yield* Effect.forkChild(
          Effect.all(
            [
              Effect.flip(client.getUserIp()),
              Effect.flip(client.getShopPurchases({})),
              Effect.flip(client.getTopUpHistory({})),
              Effect.flip(client.logout()),
            ],
            { concurrency: "unbounded" },
          ),
        )
        yield* untilShown(events, 3)
        yield* TestClock.adjust("500 millis")
        const failures = yield* Fiber.join(calls)
        expect(failures.map((failure) => failure._tag)).toEqual(Array(4).fill("ApiHttpError"))
        expect(events).toEqual(sequence)

        const later = yield* Effect.forkChild(Effect.flip(client.getUserIp()))
        yield* untilShown(events, 7)
        yield* TestClock.adjust("500 millis")
        yield* Fiber.join(later)
      }),
    )
    expect(events).toEqual([...sequence, ...sequence])
  })
})

describe("other failures of any call", () => {
  it("a 429 alerts 'Too many Requests! try again later'", async () => {
    const { client, events } = clientWith({ status: 429, body: { message: "Slow down" } })
    await run(Effect.flip(client.getTopRankingsList({})))
    expect(events).toEqual(["alert: Too many Requests! try again later"])
  })

  it("no response alerts the network error", async () => {
    const { client, events } = clientWith("no response")
    await run(Effect.flip(client.getTopRankingsList({})))
    expect(events).toEqual(["alert: Network error. Please check your connection."])
  })

  it("404 and 500 get no special handling", async () => {
    const { client, events } = clientWith({ status: 404, body: { message: "Not here" } })
    await run(Effect.flip(client.getTopSales()))
    const server = clientWith({ status: 500 })
    await run(Effect.flip(server.client.getTopSales()))
    expect([...events, ...server.events]).toEqual([])
  })

  it("says which failures it has told the player about, so a screen does not tell them twice", () => {
    const http = (status: number) => new ApiHttpError({ status, body: {} })
    expect([401, 429].map((status) => isReportedByPolicy(http(status)))).toEqual([true, true])
    expect(isReportedByPolicy(new ApiNetworkError({ cause: new Error("offline") }))).toBe(true)
    expect([404, 409, 422, 500].map((status) => isReportedByPolicy(http(status)))).toEqual([
      false,
      false,
      false,
      false,
    ])
    expect(isReportedByPolicy(new ApiDecodeError({ status: 200, cause: null }))).toBe(false)
  })
})

describe("action error dialog", () => {
  const http = (status: number, body: ApiHttpError["body"]) => new ApiHttpError({ status, body })

  it("is titled 'ERROR!' and shows the server's error field first", async () => {
    const { events, handlers } = recordingHandlers()
    await run(reportActionError(http(409, { error: "Out of stock", message: "Conflict" }), handlers))
    expect(events).toEqual(["alert ERROR!: Out of stock"])
  })

  it("falls back to the server's message, then the status, then the unexpected-error text", () => {
    expect(actionErrorText(http(409, { message: "Insufficient R-Coin." }))).toBe("Insufficient R-Coin.")
    expect(actionErrorText(http(502, {}))).toBe("Unkown Error : Status 502")
    expect(actionErrorText(new ApiNetworkError({ cause: "offline" }))).toBe(
      "An unexpected error occurred. Please try again.",
    )
    expect(actionErrorText(new ApiDecodeError({ status: 200, cause: "bad shape" }))).toBe(
      "An unexpected error occurred. Please try again.",
    )
  })
})

describe("texts for login, coupon and form errors", () => {
  it("a plain alert shows the server's error, else its message, else the failure's own message", () => {
    expect(plainErrorText(new ApiHttpError({ status: 422, body: { error: "Wrong password" } }))).toBe(
      "Wrong password",
    )
    expect(plainErrorText(new ApiHttpError({ status: 404, body: { message: "Code not found." } }))).toBe(
      "Code not found.",
    )
    expect(plainErrorText(new ApiHttpError({ status: 503, body: {} }))).toBe(
      "Request failed with status code 503",
    )
  })

  it("server validation messages come out one per line, from a list or from per-field lists", () => {
    const perField = new ApiHttpError({
      status: 422,
      body: { errors: { userId: ["Username is required."], userEmail: ["Enter a valid email address."] } },
    })
    const list = new ApiHttpError({ status: 422, body: { errors: ["Password is required."] } })
    expect(validationMessages(perField)).toEqual(["Username is required.", "Enter a valid email address."])
    expect(validationMessages(list)).toEqual(["Password is required."])
    expect(validationMessages(new ApiNetworkError({ cause: "offline" }))).toEqual([])
  })
})
