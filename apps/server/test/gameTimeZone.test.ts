import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { call } from "./support/accounts.ts"
import { databaseKind } from "./support/database.ts"
import { TestServer, testServer } from "./support/server.ts"
import { staffTokens } from "./support/staff.ts"

/** A summer day a year ahead, when Berlin keeps summer time (UTC+2) and Manila UTC+8. */
const lastDay = `${new Date().getUTCFullYear() + 1}-06-30`

/**
 * A server whose operator sets GAME_TIME_ZONE counts its days in that zone on every request: a code
 * generated to work through a day works until that day's midnight in Berlin, not in Manila.
 */
describe(`a server with GAME_TIME_ZONE=Europe/Berlin, on ${databaseKind}`, () => {
  layer(testServer({ timeZone: "Europe/Berlin" }))((it) => {
    it.effect("a code's last day ends at Berlin's midnight, and reads back as the same day", () =>
      Effect.gen(function* () {
        const { administrator } = yield* staffTokens
        const answer = yield* call("POST", "/staff/codes/batches", {
          token: administrator,
          body: { name: "Berlin stream", note: "", count: 1, rcoin: "10", milleage: "0", expiresOn: lastDay },
        })
        assert.strictEqual(answer.status, 200, answer.text)
        const batch = answer.json().batch as { id: number; expiresOn: string }
        assert.strictEqual(batch.expiresOn, lastDay)

        const sql = yield* SqlClient.SqlClient
        const [stored] = yield* sql<{ expires: Date }>`
          SELECT expires_at AS expires FROM coupons WHERE batch_id = ${batch.id}`
        // Midnight after June 30 in Berlin is 22:00 UTC; in Manila it would have been 16:00 UTC.
        assert.strictEqual(stored?.expires.toISOString(), `${lastDay}T22:00:00.000Z`)
      }),
    )

    it.effect("every page tells the portal's clock the server's zone", () =>
      Effect.gen(function* () {
        const server = yield* TestServer
        for (const page of ["/", "/rankings", "/mypage"]) {
          const answer = yield* server.send(page)
          assert.include(answer.text, '<meta name="game-time-zone" content="Europe/Berlin" />', page)
        }
      }),
    )
  })
})
