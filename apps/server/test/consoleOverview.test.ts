import { randomUUID } from "node:crypto"
import { assert, describe, layer } from "@effect/vitest"
import { Clock, Effect } from "effect"
import { SqlClient } from "effect/sql"
import { demoPlayer } from "../src/seed/accounts.ts"
import { call, post } from "./support/accounts.ts"
import { databaseKind } from "./support/database.ts"
import { testServer } from "./support/server.ts"
import { assertStaffOnly, staffTokens } from "./support/staff.ts"

const dayMs = 24 * 60 * 60 * 1000

const countsFor = (token: string) =>
  Effect.gen(function* () {
    const response = yield* call("GET", "/staff/overview", { token })
    assert.strictEqual(response.status, 200, response.text)
    return response.json() as {
      openTickets: number
      pendingWhitelist: number | null
      waitingInGame: number | null
      paymentsToCheck: number | null
    }
  })

/** What a day of trouble leaves behind: a whitelist request, an unfinished change in the game, top-ups. */
const troubleFor = (userId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = yield* Clock.currentTimeMillis
    const [user] = yield* sql<{ user_num: number }>`SELECT user_num FROM users WHERE user_id = ${userId}`
    const userNum = user?.user_num ?? 0
    yield* sql`INSERT INTO ip_whitelist_requests ${sql.insert({ user_num: userNum, ip_address: "198.51.100.77" })}`
    yield* sql`INSERT INTO game_operations ${sql.insert({
      op_key: `overview-${randomUUID()}`,
      user_num: userNum,
      kind: "purchase",
      user_point: 10,
      state: "needs_operator",
    })}`
    const payment = (state: string, ageMs: number) =>
      sql`INSERT INTO payments ${sql.insert({
        id: randomUUID(),
        user_num: userNum,
        provider: "paymongo",
        provider_payment_id: `cs_${randomUUID()}`,
        package_name: "Starter pouch",
        method: "gcash",
        amount: "100.00",
        currency: "PHP",
        rcoin: "100.00",
        state,
        created_at: new Date(now - ageMs),
      })}`
    yield* payment("held", 30 * dayMs)
    yield* payment("failed", dayMs)
    // A failure older than a week has been seen to or given up: it no longer asks for a look.
    yield* payment("failed", 8 * dayMs)
    yield* payment("credited", dayMs)
  }).pipe(Effect.orDie)

describe(`the console overview's counts, on ${databaseKind}`, () => {
  layer(testServer())((it) => {
    it.effect("is for staff only", () => assertStaffOnly("GET", "/staff/overview", "editor"))

    it.effect(
      "counts what waits: a new ticket, a whitelist request, the game's unfinished change, top-ups to check",
      () =>
        Effect.gen(function* () {
          const { player, administrator } = yield* staffTokens
          const before = yield* countsFor(administrator)
          const filed = yield* post("/submitticket", {
            token: player,
            body: {
              category: "bug",
              subject: "Stuck at the gate",
              message: "The gate will not open for me.",
            },
          })
          assert.strictEqual(filed.status, 200, filed.text)
          yield* troubleFor(demoPlayer.userId)
          const after = yield* countsFor(administrator)
          assert.deepStrictEqual(after, {
            openTickets: before.openTickets + 1,
            pendingWhitelist: (before.pendingWhitelist ?? 0) + 1,
            waitingInGame: (before.waitingInGame ?? 0) + 1,
            paymentsToCheck: (before.paymentsToCheck ?? 0) + 2,
          })
        }),
    )

    it.effect("an editor sees the tickets count only: the other pages are administrators'", () =>
      Effect.gen(function* () {
        const { editor, administrator } = yield* staffTokens
        const asEditor = yield* countsFor(editor)
        const asAdministrator = yield* countsFor(administrator)
        assert.deepStrictEqual(asEditor, {
          openTickets: asAdministrator.openTickets,
          pendingWhitelist: null,
          waitingInGame: null,
          paymentsToCheck: null,
        })
      }),
    )
  })
})
