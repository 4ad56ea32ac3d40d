import { assert, layer } from "@effect/vitest"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { balanceCeilingMessage } from "../src/ledger/Ledger.ts"
import { demoCoupons } from "../src/seed/coupons.ts"
import { api, balancesOf, countWhere, ledgerMismatches, newPlayer } from "./support/economy.ts"
import { testServer } from "./support/server.ts"
import { auditCount, staffTokens } from "./support/staff.ts"

/** The most a balance column (numeric(12,2)) holds. */
const fullBalance = "9999999999.99"

const userIdOf = (userNum: number) =>
  Effect.flatMap(Effect.service(SqlClient.SqlClient), (sql) =>
    Effect.map(sql<{ user_id: string }>`SELECT user_id FROM users WHERE user_num = ${userNum}`, ([row]) =>
      String(row?.user_id),
    ),
  ).pipe(Effect.orDie)

const redeemedBy = (code: string) =>
  Effect.flatMap(Effect.service(SqlClient.SqlClient), (sql) =>
    Effect.map(
      sql<{ redeemed_by: number | null }>`SELECT redeemed_by FROM coupons WHERE code = ${code}`,
      ([row]) => (row === undefined ? "no such code" : row.redeemed_by),
    ),
  ).pipe(Effect.orDie)

layer(testServer())("a balance at the most its column holds", (it) => {
  it.effect("a staff adjustment past it is a 409 that changes neither the balance nor the books", () =>
    Effect.gen(function* () {
      const { administrator } = yield* staffTokens
      const player = yield* newPlayer({ rcoin: fullBalance, milleage: fullBalance })
      const user = yield* userIdOf(player.userNum)
      const before = yield* balancesOf(player.userNum)
      const audited = yield* auditCount
      for (const currency of ["rcoin", "milleage"]) {
        const response = yield* api("POST", "/staff/players/adjust", {
          token: administrator,
          body: { user, currency, amount: "0.01", reason: "Goodwill" },
        })
        assert.strictEqual(response.status, 409, currency)
        assert.strictEqual(response.json().message, balanceCeilingMessage)
      }
      assert.deepStrictEqual(yield* balancesOf(player.userNum), before)
      assert.strictEqual(yield* countWhere("balance_ledger", player.userNum), 2, "only the opening grants")
      assert.strictEqual(yield* auditCount, audited)
      assert.deepStrictEqual(yield* ledgerMismatches, [])

      const takenBack = yield* api("POST", "/staff/players/adjust", {
        token: administrator,
        body: { user, currency: "rcoin", amount: "-0.01", reason: "Correction" },
      })
      assert.strictEqual(takenBack.status, 200, "taking from a full balance still works")
    }),
  )

  it.effect("a code redeemed onto it is a 409, the code stays unused and the balance unchanged", () =>
    Effect.gen(function* () {
      const player = yield* newPlayer({ rcoin: fullBalance, milleage: fullBalance })
      const before = yield* balancesOf(player.userNum)
      const codes = ["GATE-", "MILE-"].map((prefix) =>
        demoCoupons.find(({ code }) => code.startsWith(prefix)),
      )
      for (const coupon of codes) {
        const code = coupon?.code ?? ""
        const response = yield* api("POST", "/processCoupon", {
          token: player.token,
          body: { CouponCode: code },
          idempotencyKey: `ceiling-${code}`,
        })
        assert.strictEqual(response.status, 409, code)
        assert.strictEqual(response.json().message, balanceCeilingMessage)
        assert.strictEqual(yield* redeemedBy(code), null, `${code} is still unused`)
      }
      assert.deepStrictEqual(yield* balancesOf(player.userNum), before)
      assert.strictEqual(yield* countWhere("balance_ledger", player.userNum), 2, "only the opening grants")
      assert.deepStrictEqual(yield* ledgerMismatches, [])

      const spender = yield* newPlayer()
      const code = codes[0]?.code ?? ""
      const redeemed = yield* api("POST", "/processCoupon", {
        token: spender.token,
        body: { CouponCode: code },
      })
      assert.strictEqual(redeemed.status, 200, "the refused code still works for a balance with room")
    }),
  )
})
