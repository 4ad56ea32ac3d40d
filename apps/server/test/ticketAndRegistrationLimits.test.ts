import { assert, describe, layer } from "@effect/vitest"
import { tooManyRequestsMessage } from "@gatehouse/domain"
import { Effect } from "effect"
import { registrationPolicy } from "../src/accounts/AccountThrottle.ts"
import { accountMessages } from "../src/accounts/messages.ts"
import { demoPlayer } from "../src/seed/accounts.ts"
import { ticketReplyPolicy, ticketSubmitPolicy } from "../src/support/ticketLimits.ts"
import { countRows, login, post, registration } from "./support/accounts.ts"
import { statusCounts, together } from "./support/concurrency.ts"
import { databaseKind } from "./support/database.ts"
import { testServer } from "./support/server.ts"

const newTicket = (attempt: number) => ({
  category: "bug",
  subject: `The map does not open (${attempt})`,
  message: "Pressing M does nothing since the last patch.",
})

let players = 0

/** A new player of this test alone, signed in. */
const newPlayerToken = Effect.gen(function* () {
  players += 1
  const userId = `writer${players}`
  const response = yield* post("/register", {
    body: registration({ userId, userEmail: `${userId}@example.com` }),
  })
  assert.strictEqual(response.status, 200, response.text)
  return (yield* login(userId, "Secret#123")).token
})

describe(`limits on tickets and registration, on ${databaseKind}`, () => {
  layer(testServer())((it) => {
    it.effect(
      "one account files at most the ticket limit, even all at once; refused forms do not count",
      () =>
        Effect.gen(function* () {
          const token = yield* newPlayerToken
          const blank = yield* post("/submitticket", { token, body: { ...newTicket(0), subject: " " } })
          assert.strictEqual(blank.status, 422)

          const before = yield* countRows("tickets")
          const responses = yield* together(
            Array.from({ length: 12 }, (_, attempt) =>
              post("/submitticket", { token, body: newTicket(attempt) }),
            ),
          )
          assert.deepStrictEqual(statusCounts(responses.map((response) => response.status)), {
            200: ticketSubmitPolicy.limit,
            429: 12 - ticketSubmitPolicy.limit,
          })
          assert.deepStrictEqual(responses.find((response) => response.status === 429)?.json(), {
            _tag: "TooManyRequests",
            message: tooManyRequestsMessage,
          })
          assert.strictEqual(yield* countRows("tickets"), before + ticketSubmitPolicy.limit)
          // Another player is not held back by this one.
          const other = yield* newPlayerToken
          assert.strictEqual(
            (yield* post("/submitticket", { token: other, body: newTicket(99) })).status,
            200,
          )
        }),
    )

    it.effect("replies to one's tickets are limited per account too", () =>
      Effect.gen(function* () {
        const token = yield* newPlayerToken
        const submitted = yield* post("/submitticket", { token, body: newTicket(1) })
        assert.strictEqual(submitted.status, 200, submitted.text)
        const id = submitted.json().id as number
        const extra = 5
        const responses = yield* together(
          Array.from({ length: ticketReplyPolicy.limit + extra }, (_, attempt) =>
            post(`/mytickets/${id}/reply`, { token, body: { message: `Still broken (${attempt}).` } }),
          ),
        )
        assert.deepStrictEqual(statusCounts(responses.map((response) => response.status)), {
          200: ticketReplyPolicy.limit,
          429: extra,
        })
      }),
    )

    it.effect("registration for one user ID or e-mail is limited across every address", () =>
      Effect.gen(function* () {
        const before = yield* countRows("users")
        // A prober asks about the same user ID from a new address each time.
        for (let attempt = 0; attempt < registrationPolicy.limit; attempt++) {
          const taken = yield* post("/register", {
            body: registration({ userId: demoPlayer.userId, userEmail: `probe${attempt}@example.com` }),
          })
          assert.strictEqual(taken.status, 409)
          assert.strictEqual(taken.json().message, accountMessages.userIdTaken)
        }
        const refused = yield* post("/register", {
          body: registration({ userId: demoPlayer.userId, userEmail: "probe-last@example.com" }),
        })
        assert.strictEqual(refused.status, 429)
        assert.deepStrictEqual(refused.json(), { _tag: "TooManyRequests", message: tooManyRequestsMessage })

        // The same for one e-mail address under different user IDs.
        for (let attempt = 0; attempt < registrationPolicy.limit; attempt++) {
          const taken = yield* post("/register", {
            body: registration({ userId: `probe${attempt}`, userEmail: "DEMOHERO@example.com" }),
          })
          assert.strictEqual(taken.status, 409)
        }
        const refusedEmail = yield* post("/register", {
          body: registration({ userId: "probelast", userEmail: "demohero@example.com" }),
        })
        assert.strictEqual(refusedEmail.status, 429)
        assert.strictEqual(yield* countRows("users"), before)

        // A player choosing a free user ID and address is not affected.
        const fresh = yield* post("/register", {
          body: registration({ userId: "freshchoice", userEmail: "fresh.choice@example.com" }),
        })
        assert.strictEqual(fresh.status, 200, fresh.text)
      }),
    )
  })
})
