import * as path from "node:path"
import { assert, describe, it } from "@effect/vitest"
import { Context, Effect, Layer, Redacted } from "effect"
import { SqlClient } from "effect/sql"
import { databaseLayer } from "../src/database/client.ts"
import { type DatabaseSettings, embeddedDatabase } from "../src/database/settings.ts"
import { demoCoupons } from "../src/seed/coupons.ts"
import { freshPostgresDatabase } from "./support/database.ts"
import { runCommand, scratchFolder } from "./support/databaseCommand.ts"
import { api, newPlayer, newShopItem } from "./support/economy.ts"
import { testServer } from "./support/server.ts"

const dataFolder = scratchFolder("gatehouse-copy-")

/** Everything an auditor compares: every balance, every ledger line and every purchase, in order. */
const books = (settings: DatabaseSettings) =>
  Effect.gen(function* () {
    const context = yield* Layer.build(databaseLayer(settings))
    const sql = Context.get(context, SqlClient.SqlClient)
    const balances = yield* sql`
      SELECT user_num, user_id, r_coin::text, milleage::text FROM users ORDER BY user_num`
    const ledger = yield* sql`SELECT row_to_json(l)::text AS line FROM balance_ledger l ORDER BY id`
    const purchases = yield* sql`SELECT row_to_json(p)::text AS line FROM purchases p ORDER BY id`
    const coupons = yield* sql`
      SELECT code, redeemed_by, redeemed_at::text FROM coupons WHERE redeemed_at IS NOT NULL ORDER BY code`
    const nextUser = yield* sql`SELECT last_value::text FROM users_user_num_seq`
    return { balances, ledger, purchases, coupons, nextUser }
  }).pipe(Effect.scoped)

describe("copying the embedded database into PostgreSQL", () => {
  it.live(
    "every balance, ledger line and purchase arrives; a second copy into the same database is refused",
    () =>
      Effect.scoped(
        Effect.gen(function* () {
          const dataDir = yield* dataFolder
          const embedded = embeddedDatabase(path.join(dataDir))
          // The demo data, and a player who buys an item and redeems a code, on the embedded database.
          yield* Effect.gen(function* () {
            const player = yield* newPlayer({ rcoin: "20.00" })
            const product = yield* newShopItem("7.50")
            const bought = yield* api("POST", `/buyitem?productnum=${product}`, { token: player.token })
            assert.strictEqual(bought.status, 200)
            const code = demoCoupons.find((coupon) => coupon.code.startsWith("DUAL"))?.code
            const redeemed = yield* api("POST", "/processCoupon", {
              token: player.token,
              body: { CouponCode: code },
            })
            assert.strictEqual(redeemed.status, 200)
          }).pipe(Effect.provide(testServer({ database: Effect.succeed(embedded) })))

          const target = yield* freshPostgresDatabase
          if (target._tag !== "External") return yield* Effect.die("expected PostgreSQL")
          const to = Redacted.value(target.url)
          const copied = yield* runCommand(["copy-to-postgres", "--to", to, "--data-dir", dataDir])
          assert.strictEqual(copied.code, 0, copied.output)
          assert.match(copied.output, /^ {2}balance_ledger: \d+ rows$/m)
          assert.match(copied.output, /^Verified: every table has the same rows/m)

          const [from, into] = [yield* books(embedded), yield* books(target)]
          assert.isAbove(from.ledger.length, 2)
          assert.isAbove(from.purchases.length, 0)
          assert.deepStrictEqual(into, from)

          const again = yield* runCommand(["copy-to-postgres", "--to", to, "--data-dir", dataDir])
          assert.strictEqual(again.code, 1)
          assert.include(again.output, "The target database is not empty")
          assert.deepStrictEqual(yield* books(target), from)
        }),
      ),
    300_000,
  )

  it.live("a folder with no embedded database is refused before anything is touched", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const dataDir = yield* dataFolder
        const refused = yield* runCommand([
          "copy-to-postgres",
          "--to",
          "postgres://nobody@127.0.0.1:1/none",
          "--data-dir",
          dataDir,
        ])
        assert.strictEqual(refused.code, 1)
        assert.include(refused.output, "holds no embedded database")
      }),
    ),
  )
})
