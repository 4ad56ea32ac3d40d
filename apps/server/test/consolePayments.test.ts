import { randomUUID } from "node:crypto"
import { assert, describe, layer } from "@effect/vitest"
import { packageMessages } from "@gatehouse/api-client/console"
import { Clock, Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { Gateways } from "../src/payments/Gateways.ts"
import { GatewayUnavailable, type PaymentGateway } from "../src/payments/gateway.ts"
import { PaymentsDesk, paymentsDeskMessages } from "../src/payments/PaymentsDesk.ts"
import { packageAnswers } from "../src/payments/TopUpPackages.ts"
import { demoStaff } from "../src/seed/accounts.ts"
import { call } from "./support/accounts.ts"
import { databaseKind } from "./support/database.ts"
import { startFakeGateways } from "./support/fakeGateways.ts"
import { testServer } from "./support/server.ts"
import { assertStaffOnly, auditCount, latestAudit, staffTokens } from "./support/staff.ts"

const dayMs = 24 * 60 * 60 * 1000

const packageInput = (overrides: Record<string, unknown> = {}) => ({
  name: "Starter pouch",
  priceCentavos: 10_000,
  rcoinCents: 10_000,
  bonusCents: 500,
  onSale: true,
  sortOrder: 1,
  ...overrides,
})

let accounts = 0

/** A player of this file alone, written straight into the table: payments need only their number. */
const newAccount = (prefix: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    accounts += 1
    const userId = `${prefix}${accounts}`
    const [row] = yield* sql<{ user_num: number }>`
      INSERT INTO users (user_id, email, password_hash) VALUES (${userId}, ${`${userId}@example.com`}, 'x')
      RETURNING user_num`
    return { userId, userNum: row?.user_num ?? 0 }
  }).pipe(Effect.orDie)

interface PaymentFixture {
  readonly userNum: number
  readonly provider?: "paymongo" | "xendit"
  readonly providerPaymentId?: string | null
  readonly method?: string
  readonly amount: string
  readonly rcoin?: string
  readonly state: string
  readonly createdAt: Date
  readonly paidAt?: Date | null
  readonly problem?: string | null
  readonly shortfall?: string
}

/** A payment as the player side would have left it, written straight into the table. */
const insertPayment = (payment: PaymentFixture) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const id: string = randomUUID()
    yield* sql`INSERT INTO payments ${sql.insert({
      id,
      user_num: payment.userNum,
      provider: payment.provider ?? "paymongo",
      provider_payment_id: payment.providerPaymentId === undefined ? `cs_${id}` : payment.providerPaymentId,
      package_name: "Starter pouch",
      method: payment.method ?? "gcash",
      amount: payment.amount,
      currency: "PHP",
      rcoin: payment.rcoin ?? "100.00",
      state: payment.state,
      problem: payment.problem ?? null,
      shortfall: payment.shortfall ?? "0",
      created_at: payment.createdAt,
      paid_at: payment.paidAt ?? null,
      settled_at: payment.paidAt ?? null,
    })}`
    return id
  }).pipe(Effect.orDie)

const packageRows = Effect.flatMap(
  Effect.service(SqlClient.SqlClient),
  (sql) =>
    sql<
      Record<string, unknown>
    >`SELECT id, name, price::text AS price, rcoin::text AS rcoin, bonus::text AS bonus,
      on_sale, sort_order FROM topup_packages ORDER BY id`,
).pipe(Effect.orDie)

describe(`the console's Payments page, on ${databaseKind}`, () => {
  layer(testServer())((it) => {
    it.effect("every Payments call refuses guests (401), players and content editors (403)", () =>
      Effect.gen(function* () {
        const before = yield* packageRows
        yield* assertStaffOnly("GET", "/staff/payments/packages", "administrator")
        yield* assertStaffOnly("POST", "/staff/payments/packages/create", "administrator", packageInput())
        yield* assertStaffOnly("POST", "/staff/payments/packages/update", "administrator", {
          id: 1,
          ...packageInput(),
        })
        yield* assertStaffOnly("GET", "/staff/payments/list", "administrator")
        yield* assertStaffOnly("GET", `/staff/payments/detail/${randomUUID()}`, "administrator")
        yield* assertStaffOnly("GET", "/staff/payments/reconciliation", "administrator")
        yield* assertStaffOnly("GET", "/staff/payments/revenue", "administrator")
        assert.deepStrictEqual(yield* packageRows, before)
      }),
    )

    it.effect(
      "a package is created and changed, listed in order, each change audited with before and after",
      () =>
        Effect.gen(function* () {
          const { administrator } = yield* staffTokens
          const auditBefore = yield* auditCount
          const created = yield* call("POST", "/staff/payments/packages/create", {
            token: administrator,
            body: packageInput({ name: "  Starter pouch  " }),
          })
          assert.strictEqual(created.status, 200, created.text)
          assert.strictEqual(created.json().message, packageAnswers.created("Starter pouch"))
          const pack = created.json().package as { id: number }
          assert.deepInclude(created.json().package, {
            name: "Starter pouch",
            priceCentavos: 10_000,
            rcoinCents: 10_000,
            bonusCents: 500,
            onSale: true,
            sortOrder: 1,
          })
          const [createdRow] = yield* latestAudit()
          assert.strictEqual(createdRow?.action, "topup.package.create")
          assert.strictEqual(createdRow?.target, `package ${pack.id}`)
          assert.strictEqual(createdRow?.staff_user_id, demoStaff.userId)
          assert.deepStrictEqual(createdRow?.after, {
            id: pack.id,
            name: "Starter pouch",
            price: "100.00",
            rcoin: "100.00",
            bonus: "5.00",
            onSale: true,
            sortOrder: 1,
          })

          const first = yield* call("POST", "/staff/payments/packages/create", {
            token: administrator,
            body: packageInput({
              name: "Penny bag",
              priceCentavos: 2_000,
              rcoinCents: 2_000,
              bonusCents: 0,
              sortOrder: 0,
            }),
          })
          assert.strictEqual(first.status, 200, first.text)

          const updated = yield* call("POST", "/staff/payments/packages/update", {
            token: administrator,
            body: {
              id: pack.id,
              ...packageInput({ name: "Starter chest", priceCentavos: 19_950, onSale: false }),
            },
          })
          assert.strictEqual(updated.status, 200, updated.text)
          assert.strictEqual(updated.json().message, packageAnswers.saved("Starter chest"))
          assert.deepInclude(updated.json().package, {
            name: "Starter chest",
            priceCentavos: 19_950,
            onSale: false,
          })
          const [updatedRow] = yield* latestAudit()
          assert.strictEqual(updatedRow?.action, "topup.package.update")
          assert.deepInclude(updatedRow?.before as object, {
            name: "Starter pouch",
            price: "100.00",
            onSale: true,
          })
          assert.deepInclude(updatedRow?.after as object, {
            name: "Starter chest",
            price: "199.50",
            onSale: false,
          })
          assert.strictEqual(yield* auditCount, auditBefore + 3)

          const stored = (yield* packageRows).find((row) => row.id === pack.id)
          assert.deepInclude(stored, {
            name: "Starter chest",
            price: "199.50",
            rcoin: "100.00",
            bonus: "5.00",
          })
          assert.strictEqual(stored?.on_sale, false)

          const list = yield* call("GET", "/staff/payments/packages", { token: administrator })
          assert.strictEqual(list.status, 200)
          // Listed by their order, then price, among the demo's own packages.
          const names = (list.json().data as ReadonlyArray<{ name: string }>).map((row) => row.name)
          assert.deepStrictEqual(
            names.filter((name) => name === "Penny bag" || name === "Starter chest"),
            ["Penny bag", "Starter chest"],
          )
        }),
    )

    it.effect("a package the rules refuse is a 422 naming each field, and nothing is written", () =>
      Effect.gen(function* () {
        const { administrator } = yield* staffTokens
        const before = yield* packageRows
        const auditBefore = yield* auditCount
        const refusals: ReadonlyArray<readonly [Record<string, unknown>, string, string]> = [
          [{ name: "   " }, "name", packageMessages.noName],
          [{ name: "x".repeat(61) }, "name", packageMessages.longName],
          [{ priceCentavos: 1_999 }, "priceCentavos", packageMessages.price],
          [{ priceCentavos: 10_000_001 }, "priceCentavos", packageMessages.price],
          [{ rcoinCents: 0 }, "rcoinCents", packageMessages.rcoin],
          [{ bonusCents: -1 }, "bonusCents", packageMessages.bonus],
          [{ sortOrder: 10_000 }, "sortOrder", packageMessages.sortOrder],
        ]
        for (const [overrides, field, message] of refusals) {
          const answer = yield* call("POST", "/staff/payments/packages/create", {
            token: administrator,
            body: packageInput(overrides),
          })
          assert.strictEqual(answer.status, 422, JSON.stringify(overrides))
          assert.strictEqual(answer.json().message, packageMessages.refused)
          assert.deepStrictEqual(answer.json().errors, { [field]: [message] })
        }
        // Every bad field at once, on an update too.
        const all = yield* call("POST", "/staff/payments/packages/update", {
          token: administrator,
          body: { id: 1, ...packageInput({ name: "", priceCentavos: 0, rcoinCents: -5 }) },
        })
        assert.strictEqual(all.status, 422)
        assert.deepStrictEqual(Object.keys(all.json().errors).sort(), ["name", "priceCentavos", "rcoinCents"])
        // What is not a number at all never reaches the rules.
        for (const overrides of [
          { priceCentavos: "100" },
          { priceCentavos: 19.5 },
          { onSale: "yes" },
          { name: 5 },
        ]) {
          const answer = yield* call("POST", "/staff/payments/packages/create", {
            token: administrator,
            body: packageInput(overrides),
          })
          assert.strictEqual(answer.status, 400, JSON.stringify(overrides))
          assert.strictEqual(answer.json().message, "The request is not valid.")
        }
        const missing = yield* call("POST", "/staff/payments/packages/update", {
          token: administrator,
          body: { id: 999_999, ...packageInput() },
        })
        assert.strictEqual(missing.status, 404)
        assert.strictEqual(missing.json().message, packageAnswers.noPackage)
        assert.deepStrictEqual(yield* packageRows, before)
        assert.strictEqual(yield* auditCount, auditBefore)
      }),
    )

    it.effect(
      "the payments list filters by state, gateway, player and Manila days, newest first, with its events",
      () =>
        Effect.gen(function* () {
          const { administrator } = yield* staffTokens
          const ana = yield* newAccount("payana")
          const bo = yield* newAccount("paybo")
          // 2021-03-10 in Manila runs from 2021-03-09T16:00Z to 2021-03-10T16:00Z.
          const credited = yield* insertPayment({
            userNum: ana.userNum,
            amount: "100.00",
            rcoin: "105.00",
            state: "credited",
            createdAt: new Date("2021-03-09T16:00:00Z"),
            paidAt: new Date("2021-03-09T16:05:00Z"),
          })
          const held = yield* insertPayment({
            userNum: ana.userNum,
            provider: "xendit",
            method: "7ELEVEN",
            amount: "500.00",
            state: "held",
            problem: "Paid PHP 50.00, but the package costs PHP 500.00: not credited.",
            createdAt: new Date("2021-03-10T15:59:59Z"),
          })
          const refunded = yield* insertPayment({
            userNum: bo.userNum,
            amount: "20.00",
            state: "refunded",
            shortfall: "12.50",
            createdAt: new Date("2021-03-10T16:00:00Z"),
          })
          const list = (query: string) =>
            Effect.gen(function* () {
              const answer = yield* call("GET", `/staff/payments/list${query}`, { token: administrator })
              assert.strictEqual(answer.status, 200, answer.text)
              return (answer.json().data as ReadonlyArray<{ id: string }>)
                .map((row) => row.id)
                .filter((id) => [credited, held, refunded].includes(id))
            })
          assert.deepStrictEqual(yield* list("?user=pay"), [refunded, held, credited])
          assert.deepStrictEqual(yield* list("?state=held"), [held])
          assert.deepStrictEqual(yield* list("?provider=paymongo&user=PAYANA"), [credited])
          assert.deepStrictEqual(yield* list(`?user=${bo.userId}`), [refunded])
          assert.deepStrictEqual(yield* list("?from=2021-03-10&to=2021-03-10"), [held, credited])
          assert.deepStrictEqual(yield* list("?from=2021-03-11"), [refunded])
          assert.deepStrictEqual(yield* list("?to=2021-03-09"), [])

          const answer = yield* call("GET", `/staff/payments/list?state=held&user=${ana.userId}`, {
            token: administrator,
          })
          assert.deepStrictEqual(answer.json(), {
            data: [
              {
                id: held,
                userId: ana.userId,
                provider: "xendit",
                providerPaymentId: `cs_${held}`,
                packageName: "Starter pouch",
                methodLabel: "Cash at 7-Eleven",
                amountCentavos: 50_000,
                currency: "PHP",
                rcoinCents: 10_000,
                state: "held",
                problem: "Paid PHP 50.00, but the package costs PHP 500.00: not credited.",
                shortfallCents: 0,
                createdAt: "2021-03-10T15:59:59.000Z",
                paidAt: null,
                settledAt: null,
              },
            ],
            page: 1,
            pageCount: 1,
          })

          const refusals: ReadonlyArray<readonly [string, number, string]> = [
            ["?from=2021-02-30", 422, paymentsDeskMessages.notADay],
            ["?from=2021-03-11&to=2021-03-10", 422, paymentsDeskMessages.backwards],
            ["?from=yesterday", 400, "Enter the date as YYYY-MM-DD."],
            ["?state=lost", 400, ""],
            ["?provider=paypal", 400, ""],
            ["?page=0", 400, ""],
          ]
          for (const [query, status, message] of refusals) {
            const refused = yield* call("GET", `/staff/payments/list${query}`, { token: administrator })
            assert.strictEqual(refused.status, status, query)
            if (message !== "") assert.include(JSON.stringify(refused.json().errors), message)
          }

          const sql = yield* SqlClient.SqlClient
          yield* sql`INSERT INTO payment_events (provider, event_id, payment_id, kind, outcome, body, received_at) VALUES
          ('paymongo', 'evt_2', ${credited}, 'paid', 'already credited', '{"data":{"id":"evt_2"}}', ${new Date("2021-03-09T16:06:00Z")}),
          ('paymongo', 'evt_1', ${credited}, 'paid', 'credited', '{"data":{"id":"evt_1"}}', ${new Date("2021-03-09T16:05:00Z")})`
          const detail = yield* call("GET", `/staff/payments/detail/${credited}`, { token: administrator })
          assert.strictEqual(detail.status, 200, detail.text)
          assert.deepInclude(detail.json().payment, { id: credited, state: "credited", rcoinCents: 10_500 })
          assert.deepStrictEqual(
            (detail.json().events as ReadonlyArray<Record<string, string>>).map((event) => [
              event.eventId,
              event.outcome,
              JSON.parse(event.body ?? "null"),
            ]),
            [
              ["evt_1", "credited", { data: { id: "evt_1" } }],
              ["evt_2", "already credited", { data: { id: "evt_2" } }],
            ],
          )
          const unknown = yield* call("GET", `/staff/payments/detail/${randomUUID()}`, {
            token: administrator,
          })
          assert.strictEqual(unknown.status, 404)
          assert.strictEqual(unknown.json().message, paymentsDeskMessages.noPayment)
          const notAnId = yield* call("GET", "/staff/payments/detail/12", { token: administrator })
          assert.strictEqual(notAnId.status, 400)
        }),
    )

    it.effect(
      "the revenue chart sums credited pesos and counts top-ups (payments and codes) per Manila day",
      () =>
        Effect.gen(function* () {
          const { administrator } = yield* staffTokens
          const revenue = Effect.map(
            call("GET", "/staff/payments/revenue", { token: administrator }),
            (answer) => {
              assert.strictEqual(answer.status, 200, answer.text)
              return answer.json().days as ReadonlyArray<{
                day: string
                pesosCentavos: number
                payments: number
                codes: number
              }>
            },
          )
          const before = yield* revenue
          assert.strictEqual(before.length, 30)
          const today = before[29]?.day ?? ""
          const first = before[0]?.day ?? ""
          const todayStart = Date.parse(`${today}T00:00:00+08:00`)
          assert.strictEqual(Date.parse(`${first}T00:00:00+08:00`), todayStart - 29 * dayMs)

          const player = yield* newAccount("payrev")
          const at = (offset: number) => new Date(todayStart + offset)
          const credited = (amount: string, paidAt: Date) =>
            insertPayment({ userNum: player.userNum, amount, state: "credited", createdAt: paidAt, paidAt })
          yield* credited("100.00", at(60_000))
          yield* credited("49.50", at(-1))
          yield* credited("20.00", at(-dayMs))
          yield* credited("30.25", at(-29 * dayMs))
          // The day before the chart's first, and paid money that was not credited, count for nothing.
          yield* credited("999.00", at(-29 * dayMs - 1))
          for (const state of ["waiting", "held", "refunded", "failed"])
            yield* insertPayment({
              userNum: player.userNum,
              amount: "777.00",
              state,
              createdAt: at(1000),
              paidAt: at(1000),
            })
          const sql = yield* SqlClient.SqlClient
          const redeemed = [at(0), at(dayMs - 1), at(-1), at(-30 * dayMs)]
          for (const [index, when] of redeemed.entries())
            yield* sql`INSERT INTO coupons (code, rcoin_value, redeemed_at) VALUES (${`REV-${index}-${todayStart}`}, '10', ${when})`

          const after = yield* revenue
          const added = after.map((day, index) => ({
            day: day.day,
            pesosCentavos: day.pesosCentavos - (before[index]?.pesosCentavos ?? 0),
            payments: day.payments - (before[index]?.payments ?? 0),
            codes: day.codes - (before[index]?.codes ?? 0),
          }))
          assert.deepStrictEqual(added[29], { day: today, pesosCentavos: 10_000, payments: 1, codes: 2 })
          assert.deepStrictEqual(added[28], {
            day: after[28]?.day,
            pesosCentavos: 6_950,
            payments: 2,
            codes: 1,
          })
          assert.deepStrictEqual(added[0], { day: first, pesosCentavos: 3_025, payments: 1, codes: 0 })
          assert.isTrue(
            added
              .slice(1, 28)
              .every((day) => day.pesosCentavos === 0 && day.payments === 0 && day.codes === 0),
          )
        }),
    )

    it.effect("with no gateway turned on, a reconciliation asks nothing and finds nothing", () =>
      Effect.gen(function* () {
        const { administrator } = yield* staffTokens
        const answer = yield* call("GET", "/staff/payments/reconciliation", { token: administrator })
        assert.strictEqual(answer.status, 200, answer.text)
        assert.deepStrictEqual(answer.json(), {
          days: 7,
          providers: [],
          checked: 0,
          truncated: false,
          rows: [],
        })
        const longer = yield* call("GET", "/staff/payments/reconciliation?days=90", { token: administrator })
        assert.strictEqual(longer.json().days, 90)
        for (const days of ["0", "91", "x"]) {
          const refused = yield* call("GET", `/staff/payments/reconciliation?days=${days}`, {
            token: administrator,
          })
          assert.strictEqual(refused.status, 400, days)
        }
      }),
    )

    it.effect(
      "a reconciliation lists what the gateway says was paid but was not credited, and credited but not paid, changing nothing",
      () =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const player = yield* newAccount("payrec")
          const recent = new Date(now - dayMs)
          const payment = (state: string, providerPaymentId: string | null, created = recent) =>
            insertPayment({
              userNum: player.userNum,
              amount: "100.00",
              state,
              providerPaymentId,
              createdAt: created,
            })
          const lost = yield* payment("expired", "cs_rec_paid")
          const waiting = yield* payment("waiting", "cs_rec_waiting")
          const doubtful = yield* payment("credited", "cs_rec_unpaid")
          const fine = yield* payment("credited", "cs_rec_fine")
          const broken = yield* payment("failed", "cs_rec_down")
          const odd = yield* payment("waiting", "cs_rec_odd")
          const old = yield* payment("waiting", "cs_rec_old_paid", new Date(now - 8 * dayMs))
          const never = yield* payment("failed", null)
          const statuses: Record<string, "waiting" | "paid" | "failed" | "expired"> = {
            cs_rec_paid: "paid",
            cs_rec_waiting: "waiting",
            cs_rec_unpaid: "expired",
            cs_rec_fine: "paid",
            cs_rec_old_paid: "paid",
          }
          const asked: Array<string> = []
          const gateway: PaymentGateway = {
            provider: "paymongo",
            methods: [],
            createCheckout: () => Effect.die(new Error("a reconciliation makes no checkout")),
            readNotification: () => Effect.die(new Error("a reconciliation reads no notification")),
            status: (id) =>
              Effect.suspend(() => {
                asked.push(id)
                if (id === "cs_rec_down")
                  return Effect.fail(new GatewayUnavailable({ message: "PayMongo answered 503." }))
                if (id === "cs_rec_odd") return Effect.die(new Error("an answer of no known shape"))
                return Effect.succeed({
                  state: statuses[id] ?? "waiting",
                  amountCentavos: 10_000,
                  currency: "PHP",
                })
              }),
          }
          const sql = yield* SqlClient.SqlClient
          const states = sql<{
            id: string
            state: string
          }>`SELECT id::text AS id, state FROM payments ORDER BY id`
          const statesBefore = yield* states
          const found = yield* Effect.gen(function* () {
            return yield* (yield* PaymentsDesk).reconcile()
          }).pipe(
            Effect.provide(
              PaymentsDesk.layer.pipe(
                Layer.provide(
                  Layer.succeed(Gateways, Gateways.of({ enabled: new Map([["paymongo", gateway]]) })),
                ),
              ),
            ),
          )
          assert.deepStrictEqual(found.providers, ["paymongo"])
          assert.isFalse(asked.includes("cs_rec_old_paid"), "older than the days asked about")
          const mine = new Map(
            found.rows
              .filter((row) =>
                [lost, waiting, doubtful, fine, broken, odd, old, never].includes(row.paymentId),
              )
              .map((row) => [row.paymentId, row]),
          )
          assert.deepStrictEqual([...mine.keys()].sort(), [lost, doubtful, broken, odd].sort())
          assert.deepInclude(mine.get(lost), {
            finding: "paidNotCredited",
            state: "expired",
            gatewayState: "paid",
            gatewayAmountCentavos: 10_000,
            userId: player.userId,
            error: null,
          })
          assert.deepInclude(mine.get(doubtful), {
            finding: "creditedNotPaid",
            state: "credited",
            gatewayState: "expired",
          })
          assert.deepInclude(mine.get(broken), {
            finding: "gatewayError",
            gatewayState: null,
            error: "PayMongo answered 503.",
          })
          assert.deepInclude(mine.get(odd), {
            finding: "gatewayError",
            error: paymentsDeskMessages.unreadable,
          })
          assert.deepStrictEqual(yield* states, statesBefore)
        }),
    )
  })
})

class Fake extends Context.Service<Fake, Awaited<ReturnType<typeof startFakeGateways>>>()(
  "test/FakeGateways",
) {}

/** The real server with both gateways pointed at the fakes on loopback. */
const serverWithGateways = Layer.unwrap(
  Effect.gen(function* () {
    const fake = yield* Effect.acquireRelease(
      Effect.promise(() => startFakeGateways()),
      (started) => Effect.promise(started.close),
    )
    return Layer.merge(testServer({ payments: fake.settings }), Layer.succeed(Fake, fake))
  }),
)

describe(`a reconciliation against the gateways themselves, on ${databaseKind}`, () => {
  layer(serverWithGateways)((it) => {
    it.effect(
      "asks PayMongo and Xendit over their APIs and reports each disagreement, changing nothing",
      () =>
        Effect.gen(function* () {
          const fake = yield* Fake
          const { administrator } = yield* staffTokens
          const now = yield* Clock.currentTimeMillis
          const player = yield* newAccount("payapi")
          const checkout = (
            provider: "paymongo" | "xendit",
            id: string,
            state: "waiting" | "paid" | "expired",
          ) =>
            fake.checkouts.set(id, {
              provider,
              id,
              reference: randomUUID(),
              amountCentavos: 10_000,
              currency: "PHP",
              method: provider === "paymongo" ? "gcash" : "GCASH",
              returnUrl: "http://portal.test/topup",
              state,
              // A paid checkout names the money movement, as the gateway's own does.
              ...(state === "paid" ? { chargeId: `pay_${id}` } : {}),
            })
          checkout("paymongo", "cs_api_paid", "paid")
          checkout("xendit", "inv_api_expired", "expired")
          checkout("xendit", "inv_api_fine", "paid")
          const payment = (provider: "paymongo" | "xendit", state: string, providerPaymentId: string) =>
            insertPayment({
              userNum: player.userNum,
              provider,
              amount: "100.00",
              state,
              providerPaymentId,
              createdAt: new Date(now - dayMs),
            })
          const lost = yield* payment("paymongo", "expired", "cs_api_paid")
          const doubtful = yield* payment("xendit", "credited", "inv_api_expired")
          yield* payment("xendit", "credited", "inv_api_fine")
          const unknown = yield* payment("paymongo", "waiting", "cs_api_unknown")
          const sql = yield* SqlClient.SqlClient
          const states = sql<{
            id: string
            state: string
          }>`SELECT id::text AS id, state FROM payments ORDER BY id`
          const before = yield* states

          const answer = yield* call("GET", "/staff/payments/reconciliation?days=3", { token: administrator })
          assert.strictEqual(answer.status, 200, answer.text)
          const found = answer.json() as {
            days: number
            providers: Array<string>
            checked: number
            truncated: boolean
            rows: ReadonlyArray<Record<string, unknown>>
          }
          assert.deepInclude(found, {
            days: 3,
            providers: ["paymongo", "xendit"],
            checked: 4,
            truncated: false,
          })
          const byId = new Map(found.rows.map((row) => [row.paymentId, row]))
          assert.strictEqual(found.rows.length, 3, JSON.stringify(found.rows))
          assert.deepInclude(byId.get(lost), {
            finding: "paidNotCredited",
            state: "expired",
            gatewayState: "paid",
            gatewayAmountCentavos: 10_000,
            userId: player.userId,
          })
          assert.deepInclude(byId.get(doubtful), { finding: "creditedNotPaid", gatewayState: "expired" })
          assert.deepInclude(byId.get(unknown), { finding: "gatewayError", gatewayState: null })
          assert.isString(byId.get(unknown)?.error)
          assert.deepStrictEqual(yield* states, before)
        }),
    )
  })
})
