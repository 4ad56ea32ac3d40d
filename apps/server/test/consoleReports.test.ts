import { assert, describe, layer } from "@effect/vitest"
import { reportMaxDays, reportRangeMessages } from "@gatehouse/api-client/console"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { call } from "./support/accounts.ts"
import { databaseKind } from "./support/database.ts"
import { api, newPlayer, newShopItem } from "./support/economy.ts"
import { testServer } from "./support/server.ts"
import { assertStaffOnly, staffTokens } from "./support/staff.ts"

interface Day {
  readonly day: string
  readonly salesCents: { readonly rcoin: number; readonly milleage: number }
  readonly purchases: number
  readonly topUpCentavos: number
  readonly topUps: number
  readonly redemptions: number
  readonly redeemedCents: { readonly rcoin: number; readonly milleage: number }
  readonly signUps: number
  readonly ticketsOpened: number
}

const report = (query: string) =>
  Effect.gen(function* () {
    const { administrator } = yield* staffTokens
    const answer = yield* call("GET", `/staff/reports${query}`, { token: administrator })
    assert.strictEqual(answer.status, 200, answer.text)
    return answer.json() as { from: string; to: string; days: ReadonlyArray<Day>; waitingInGame: number }
  })

const refusal = (query: string) =>
  Effect.gen(function* () {
    const { administrator } = yield* staffTokens
    const answer = yield* call("GET", `/staff/reports${query}`, { token: administrator })
    assert.strictEqual(answer.status, 400, answer.text)
    return answer.json() as { message: string; errors?: Record<string, ReadonlyArray<string>> }
  })

const quiet = (day: string): Day => ({
  day,
  salesCents: { rcoin: 0, milleage: 0 },
  purchases: 0,
  topUpCentavos: 0,
  topUps: 0,
  redemptions: 0,
  redeemedCents: { rcoin: 0, milleage: 0 },
  signUps: 0,
  ticketsOpened: 0,
})

/** An instant of Manila's clock (the game's default time zone, eight hours ahead of UTC). */
const manila = (wallTime: string) => new Date(`${wallTime}+08:00`)

describe(`the console's day-by-day report, on ${databaseKind}`, () => {
  layer(testServer())((it) => {
    it.effect("is for administrators only", () => assertStaffOnly("GET", "/staff/reports", "administrator"))

    it.effect("a range with nothing in it answers every day, each with zeros", () =>
      Effect.gen(function* () {
        const answer = yield* report("?from=2000-02-27&to=2000-03-01")
        assert.deepStrictEqual(
          answer.days,
          ["2000-02-27", "2000-02-28", "2000-02-29", "2000-03-01"].map(quiet),
        )
        assert.strictEqual(answer.from, "2000-02-27")
        assert.strictEqual(answer.to, "2000-03-01")
      }),
    )

    it.effect("with no range it answers the last 30 days; with days, that many up to today", () =>
      Effect.gen(function* () {
        const month = yield* report("")
        assert.lengthOf(month.days, 30)
        const week = yield* report("?days=7")
        assert.lengthOf(week.days, 7)
        assert.strictEqual(week.to, month.to)
      }),
    )

    it.effect("a purchase in the shop is counted on its day, in the balance it was paid with", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        // Yesterday too, so a purchase made as a day turns is still in the report it is looked for in.
        const before = yield* report("?days=2")
        const player = yield* newPlayer({ milleage: "500.00" })
        const item = yield* newShopItem("120.50", 1)
        const bought = yield* api("POST", `/buyitem?productnum=${item}`, { token: player.token })
        assert.strictEqual(bought.status, 200, bought.text)
        const [purchase] = yield* sql<{ day: string; delivery_status: string }>`
          SELECT to_char(purchased_at AT TIME ZONE 'Asia/Manila', 'YYYY-MM-DD') AS day, delivery_status
            FROM purchases WHERE user_num = ${player.userNum}`
        const after = yield* report("?days=2")
        const changed = after.days.find((day) => day.day === purchase?.day)
        const was = before.days.find((day) => day.day === purchase?.day)
        assert.isDefined(changed, `the purchase's day ${purchase?.day} is in the report`)
        assert.strictEqual(changed?.purchases, (was?.purchases ?? 0) + 1)
        assert.deepStrictEqual(changed?.salesCents, {
          rcoin: was?.salesCents.rcoin ?? 0,
          milleage: (was?.salesCents.milleage ?? 0) + 12_050,
        })
        const stillOwed = purchase?.delivery_status === "pending" ? 1 : 0
        assert.strictEqual(after.waitingInGame, before.waitingInGame + stillOwed)
      }),
    )

    it.effect("every table is summed on the game's day its row happened, up to the last millisecond", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const player = yield* newPlayer()
        const item = yield* newShopItem("10.00", 2)
        const purchase = (total: string, currency: string, at: Date, status = "delivered") =>
          sql`INSERT INTO purchases ${sql.insert({
            user_num: player.userNum,
            product_num: item,
            quantity: 1,
            unit_price: total,
            total_price: total,
            currency,
            delivery_status: status,
            purchased_at: at,
          })}`
        yield* purchase("10.00", "rcoin", manila("2001-03-01T00:00:00"))
        yield* purchase("2.25", "rcoin", manila("2001-03-01T23:59:59.999"))
        yield* purchase("7.00", "milleage", manila("2001-03-02T00:00:00"))
        // A purchase the game refused was never a sale.
        yield* purchase("99.00", "rcoin", manila("2001-03-02T10:00:00"), "failed")
        const payment = (amount: string, state: string, at: Date) =>
          sql`INSERT INTO payments ${sql.insert({
            id: crypto.randomUUID(),
            user_num: player.userNum,
            provider: "paymongo",
            provider_payment_id: `cs_${crypto.randomUUID()}`,
            package_name: "Starter pouch",
            method: "gcash",
            amount,
            currency: "PHP",
            rcoin: "100.00",
            state,
            created_at: at,
            paid_at: at,
          })}`
        yield* payment("100.00", "credited", manila("2001-03-02T12:00:00"))
        yield* payment("500.00", "waiting", manila("2001-03-02T12:00:00"))
        yield* sql`INSERT INTO coupons ${sql.insert({
          code: `REPORT-${crypto.randomUUID().slice(0, 8)}`,
          rcoin_value: "50.00",
          milleage_value: "5.00",
          redeemed_by: player.userNum,
          redeemed_at: manila("2001-03-03T08:00:00"),
        })}`
        yield* sql`INSERT INTO users ${sql.insert({
          user_id: `rpt${Date.now() % 100_000}`,
          email: "report-signup@example.com",
          password_hash: "x",
          created_at: manila("2001-03-03T09:00:00"),
        })}`
        yield* sql`INSERT INTO tickets ${sql.insert({
          ticket_code: `R${Date.now() % 1_000_000_000}`,
          user_num: player.userNum,
          email: "report@example.com",
          category: "bug",
          subject: "Counted",
          created_at: manila("2001-03-01T12:00:00"),
        })}`

        const answer = yield* report("?from=2001-03-01&to=2001-03-03")
        assert.deepStrictEqual(answer.days, [
          {
            ...quiet("2001-03-01"),
            salesCents: { rcoin: 1_225, milleage: 0 },
            purchases: 2,
            ticketsOpened: 1,
          },
          {
            ...quiet("2001-03-02"),
            salesCents: { rcoin: 0, milleage: 700 },
            purchases: 1,
            topUpCentavos: 10_000,
            topUps: 1,
          },
          {
            ...quiet("2001-03-03"),
            redemptions: 1,
            redeemedCents: { rcoin: 5_000, milleage: 500 },
            signUps: 1,
          },
        ])
      }),
    )

    it.effect("refuses a range it cannot answer with what is wrong, in words", () =>
      Effect.gen(function* () {
        const backwards = yield* refusal("?from=2026-11-20&to=2026-11-19")
        assert.strictEqual(backwards.message, reportRangeMessages.order)
        assert.deepStrictEqual(backwards.errors, { from: [reportRangeMessages.order] })
        const tooLong = yield* refusal(`?from=2025-01-01&to=2026-01-02`)
        assert.strictEqual(tooLong.message, reportRangeMessages.length)
        const half = yield* refusal("?from=2026-11-20")
        assert.strictEqual(half.message, reportRangeMessages.both)
        const mixed = yield* refusal("?days=7&from=2026-11-20&to=2026-11-21")
        assert.strictEqual(mixed.message, reportRangeMessages.either)
        const notADay = yield* refusal("?from=2026-02-30&to=2026-03-01")
        assert.deepStrictEqual(notADay.errors, { "query.from": [reportRangeMessages.day] })
        const tooMany = yield* refusal(`?days=${reportMaxDays + 1}`)
        assert.deepStrictEqual(tooMany.errors, { "query.days": [reportRangeMessages.days] })
        // The longest range is answered whole.
        const year = yield* report("?from=2000-01-01&to=2000-12-31")
        assert.lengthOf(year.days, reportMaxDays)
      }),
    )
  })
})
