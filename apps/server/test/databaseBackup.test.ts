import * as path from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { Effect, Fiber, Schedule } from "effect"
import { backupSignal, backupsDirectory, newestBackup } from "../src/database/backup.ts"
import { embeddedDatabase } from "../src/database/settings.ts"
import { runCommand, scratchFolder } from "./support/databaseCommand.ts"
import { api, balancesOf, newPlayer, newShopItem } from "./support/economy.ts"
import { testServer } from "./support/server.ts"

const dataFolder = scratchFolder("gatehouse-backup-")

describe("an online backup of the embedded database", () => {
  it.live(
    "taken while players keep playing, it restores into a new folder and a server there shows the same balances",
    () =>
      Effect.scoped(
        Effect.gen(function* () {
          const dataDir = yield* dataFolder
          const restoredDir = path.join(yield* dataFolder, "restored")

          const played = yield* Effect.gen(function* () {
            const player = yield* newPlayer({ rcoin: "30.00" })
            const product = yield* newShopItem("12.50")
            const bought = yield* api("POST", `/buyitem?productnum=${product}`, { token: player.token })
            assert.strictEqual(bought.status, 200)
            // Players keep reading their history while the backup is written.
            const playing = yield* Effect.forkChild(
              Effect.forEach(
                Array.from({ length: 40 }, () => api("GET", "/shoppurchases", { token: player.token })),
                (request) => Effect.map(request, (response) => response.status),
                { concurrency: 4 },
              ),
            )
            // The operator's request, as `kill -USR2` sends it (the server listens, so it cannot end the process).
            assert.isAbove(process.listenerCount(backupSignal), 0)
            process.kill(process.pid, backupSignal)
            const file = yield* newestBackup(backupsDirectory(dataDir)).pipe(
              Effect.filterOrFail((found) => found !== undefined),
              Effect.retry({ schedule: Schedule.spaced("200 millis"), times: 600 }),
            )
            const statuses = yield* Fiber.join(playing)
            assert.deepStrictEqual(new Set(statuses), new Set([200]))
            return { file, player, balances: yield* balancesOf(player.userNum) }
          }).pipe(Effect.provide(testServer({ database: Effect.succeed(embeddedDatabase(dataDir)) })))
          assert.deepStrictEqual(played.balances, { rcoin: "17.50", milleage: "0.00" })

          const restored = yield* runCommand(["restore", played.file, "--data-dir", restoredDir])
          assert.strictEqual(restored.code, 0, restored.output)
          const again = yield* runCommand(["restore", played.file, "--data-dir", restoredDir])
          assert.strictEqual(again.code, 1)
          assert.include(again.output, "already holds a database")

          yield* Effect.gen(function* () {
            assert.deepStrictEqual(yield* balancesOf(played.player.userNum), played.balances)
            // The player's session came back too: the restored server shows the purchase.
            const history = yield* api("GET", "/shoppurchases", { token: played.player.token })
            assert.strictEqual(history.status, 200)
            assert.include(history.text, "Test item 12.50")
          }).pipe(Effect.provide(testServer({ database: Effect.succeed(embeddedDatabase(restoredDir)) })))
        }),
      ),
    300_000,
  )
})
