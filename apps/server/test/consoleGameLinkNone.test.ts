import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { gameLinkConsoleMessages } from "../src/gamelink/GameLinkConsole.ts"
import { gameLinkMessages, itemStateLabels } from "../src/gamelink/messages.ts"
import { demoPlayer, demoStaff } from "../src/seed/accounts.ts"
import { call, login } from "./support/accounts.ts"
import { databaseKind } from "./support/database.ts"
import { testServer } from "./support/server.ts"
import { assertStaffOnly, auditCount } from "./support/staff.ts"

/**
 * The console's game link calls as the demo runs them: GAME_LINK=none. Nothing was delivered, so
 * nothing can be cancelled, and the game link page has no report to show (the RAN side is in
 * consoleGameLink.test.ts).
 */

const adminCall = (method: "GET" | "POST", path: string, body?: unknown) =>
  Effect.flatMap(login(demoStaff.userId, demoStaff.password), ({ token }) =>
    call(method, path, { token, body }),
  )

describe(`the console's game link calls without a game link, on ${databaseKind}`, () => {
  layer(testServer())((it) => {
    it.effect("every call refuses guests (401), players (403) and content editors (403)", () =>
      Effect.gen(function* () {
        yield* assertStaffOnly("POST", "/staff/players/cancel-item", "administrator", {
          user: demoPlayer.userId,
          purKey: 1,
        })
        yield* assertStaffOnly("GET", "/staff/gamelink", "administrator")
        yield* assertStaffOnly("POST", "/staff/gamelink/acknowledge", "administrator")
      }),
    )

    it.effect("a player's purchases read as waiting for the game link, with nothing to cancel", () =>
      Effect.gen(function* () {
        const record = yield* adminCall("GET", `/staff/players/record?user=${demoPlayer.userId}`)
        assert.strictEqual(record.status, 200)
        const purchases = record.json().purchases.newest as ReadonlyArray<{
          gameState: string
          waitingItems: ReadonlyArray<number>
        }>
        assert.isAbove(purchases.length, 0, "the demo player has bought items")
        for (const purchase of purchases) {
          assert.strictEqual(purchase.gameState, itemStateLabels.unlinked)
          assert.deepStrictEqual(purchase.waitingItems, [])
        }
      }),
    )

    it.effect("cancelling an item answers 409: nothing was delivered; nothing is audited", () =>
      Effect.gen(function* () {
        const before = yield* auditCount
        const refused = yield* adminCall("POST", "/staff/players/cancel-item", {
          user: demoPlayer.userId,
          purKey: 1,
        })
        assert.strictEqual(refused.status, 409)
        assert.strictEqual(refused.json().message, gameLinkMessages.noGameLinkToCancel)
        assert.strictEqual(yield* auditCount, before)
      }),
    )

    it.effect("a PurKey that is not a positive whole number is refused before anything runs", () =>
      Effect.gen(function* () {
        for (const purKey of [0, 1.5, "7"]) {
          const refused = yield* adminCall("POST", "/staff/players/cancel-item", {
            user: demoPlayer.userId,
            purKey,
          })
          assert.strictEqual(refused.status, 400, `purKey ${JSON.stringify(purKey)}`)
          assert.isString(refused.json().message)
        }
      }),
    )

    it.effect("the game link page says no link is on, with an empty report; acknowledging is a 409", () =>
      Effect.gen(function* () {
        const report = yield* adminCall("GET", "/staff/gamelink")
        assert.strictEqual(report.status, 200)
        assert.deepStrictEqual(report.json(), { link: "none", unfinished: [], movedOutside: [] })

        const before = yield* auditCount
        const refused = yield* adminCall("POST", "/staff/gamelink/acknowledge")
        assert.strictEqual(refused.status, 409)
        assert.strictEqual(refused.json().message, gameLinkConsoleMessages.noLink)
        assert.strictEqual(yield* auditCount, before)
      }),
    )
  })
})
