import { tmpdir } from "node:os"
import * as path from "node:path"
import { assert, describe, layer } from "@effect/vitest"
import { currencies } from "@gatehouse/domain"
import { Clock, Context, Effect, Layer, Logger, Metric, Scope } from "effect"
import { SqlClient } from "effect/sql"
import { defaultLimits, defaultObservability, type ServerSettings } from "../src/config.ts"
import { failedPayments } from "../src/observability/metrics.ts"
import { paymentMessages } from "../src/payments/Payments.ts"
import { publicUrl, serverLayer } from "../src/server.ts"
import { statusCounts, together } from "./support/concurrency.ts"
import { databaseKind, testDatabaseSettings } from "./support/database.ts"
import { api, balancesOf, ledgerMismatches, newPlayer } from "./support/economy.ts"
import {
  type FakeGateways,
  type FakeNotification,
  fakeSecrets,
  payMongoSignature,
  startFakeGateways,
} from "./support/fakeGateways.ts"
import { send } from "./support/http.ts"
import { TestServer } from "./support/server.ts"

class Fake extends Context.Service<Fake, FakeGateways>()("test/FakeGateways") {}

/** Every line the servers log, as the JSON logger would write it (and nothing on the console). */
const logged: Array<string> = []
const capture = Logger.map(Logger.formatStructured, (entry) => {
  logged.push(JSON.stringify(entry))
})

/** The portal's addresses: this instance's, and a second instance's on the same database when it can have one. */
class Instances extends Context.Service<Instances, { readonly urls: ReadonlyArray<string> }>()(
  "test/Instances",
) {}

/**
 * The real server with both gateways pointed at the fakes, and on PostgreSQL a second instance on
 * the same database (an embedded database has one process only).
 */
const serverWithGateways = Layer.unwrap(
  Effect.gen(function* () {
    const fake = yield* Effect.acquireRelease(
      Effect.promise(() => startFakeGateways()),
      (started) => Effect.promise(started.close),
    )
    const settings: ServerSettings = {
      port: 0,
      database: yield* testDatabaseSettings,
      seedDemo: true,
      portalDir: path.join(tmpdir(), "gatehouse-no-portal"),
      trustedProxies: 1,
      observability: { ...defaultObservability, logLevel: "info" },
      limits: defaultLimits,
      payments: fake.settings,
    }
    const urls: Array<string> = []
    if (settings.database._tag === "External") {
      const second = yield* Layer.buildWithMemoMap(
        serverLayer(settings, { logger: capture }),
        yield* Layer.makeMemoMap,
        yield* Scope.Scope,
      )
      urls.push(yield* Effect.provideContext(publicUrl, second))
    }
    const first = Effect.map(publicUrl, (url) => {
      fake.notifyTo(url)
      return TestServer.of({
        url,
        portalDir: settings.portalDir,
        database: settings.database,
        send: (target, init) => Effect.promise(() => send(url, target, init)),
      })
    })
    return Layer.mergeAll(
      Layer.effect(TestServer, first),
      Layer.succeed(Fake, fake),
      Layer.effect(
        Instances,
        Effect.map(publicUrl, (url) => ({ urls: [url, ...urls] })),
      ),
    ).pipe(Layer.provideMerge(serverLayer(settings, { logger: capture })))
  }),
)

/** A package on sale: ₱149.00 for 1,000.00 R-Coin and 50.00 bonus, unless told otherwise. */
const newPackage = (price = "149.00", rcoin = "1000.00", bonus = "50.00") =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id: number }>`
      INSERT INTO topup_packages (name, price, rcoin, bonus) VALUES (${`Pack ${price}`}, ${price}, ${rcoin}, ${bonus})
      RETURNING id`
    return row?.id ?? 0
  }).pipe(Effect.orDie)

/** A player who has chosen a package and been sent to the gateway: the payment and its checkout. */
const checkoutFor = (provider: "paymongo" | "xendit", method: string, grant: { rcoin?: string } = {}) =>
  Effect.gen(function* () {
    const fake = yield* Fake
    // The server runs on the test's clock: notifications are signed at its time.
    const millis = yield* Clock.currentTimeMillis
    fake.useClock(() => millis)
    const packageId = yield* newPackage()
    const player = yield* newPlayer(grant)
    const paid = yield* api("POST", "/topup/pay", {
      token: player.token,
      body: { packageId, provider, method },
    })
    assert.strictEqual(paid.status, 200, paid.text)
    const { paymentId, checkoutUrl } = paid.json() as { paymentId: string; checkoutUrl: string }
    const checkout = [...fake.checkouts.values()].find((candidate) => candidate.reference === paymentId)
    assert.isDefined(checkout)
    assert.strictEqual(checkoutUrl, `${fake.origin}/pay/${checkout?.id}`)
    return { player, paymentId, checkout: checkout as NonNullable<typeof checkout> }
  })

const paymentRow = (paymentId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ state: string; shortfall: string; problem: string | null }>`
      SELECT state, shortfall::text AS shortfall, problem FROM payments WHERE id = ${paymentId}`
    return row
  }).pipe(Effect.orDie)

const paymentLedgerRows = (paymentId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* sql<{ reason: string; delta: string }>`
      SELECT reason, delta::text AS delta FROM balance_ledger WHERE payment_id = ${paymentId} ORDER BY id`
  }).pipe(Effect.orDie)

/** A notification sent to one instance of the portal. */
const deliverTo = (url: string, notification: FakeNotification) =>
  Effect.promise(() =>
    send(url, `/api/payments/${notification.provider}/notify`, {
      method: "POST",
      headers: { "content-type": "application/json", ...notification.headers },
      body: notification.body,
    }),
  )

describe(`gateway payments, on ${databaseKind}`, () => {
  layer(serverWithGateways)((it) => {
    it.effect("the top-up page lists the packages on sale and every way of paying the gateways offer", () =>
      Effect.gen(function* () {
        const packageId = yield* newPackage("500.00", "3500.00", "0")
        const catalog = (yield* api("GET", "/topup/packages")).json()
        assert.deepInclude(catalog.packages, {
          id: packageId,
          name: "Pack 500.00",
          priceCentavos: 50000,
          rcoinCents: 350000,
          bonusCents: 0,
        })
        assert.deepInclude(catalog.methods, { provider: "paymongo", code: "gcash", label: "GCash" })
        assert.deepInclude(catalog.methods, {
          provider: "xendit",
          code: "7ELEVEN",
          label: "Cash at 7-Eleven",
        })
      }),
    )

    it.effect(
      "a PayMongo payment: the checkout asks the package's price, and the signed webhook credits once",
      () =>
        Effect.gen(function* () {
          const fake = yield* Fake
          const { player, paymentId, checkout } = yield* checkoutFor("paymongo", "gcash")
          assert.deepInclude(checkout, { amountCentavos: 14900, currency: "PHP", method: "gcash" })
          const waiting = (yield* api("GET", `/topup/payments/${paymentId}`, { token: player.token })).json()
          assert.deepInclude(waiting, {
            state: "waiting",
            amountCentavos: 14900,
            rcoinCents: 105000,
            methodLabel: "GCash",
          })

          const delivered = yield* Effect.promise(() => fake.pay(checkout.id))
          assert.strictEqual(delivered.status, 200)
          assert.deepStrictEqual(JSON.parse(delivered.body), { received: "yes", outcome: "credited" })
          assert.deepStrictEqual(yield* balancesOf(player.userNum), { rcoin: "1050.00", milleage: "0.00" })
          assert.deepStrictEqual(yield* paymentLedgerRows(paymentId), [
            { reason: "payment", delta: "1050.00" },
          ])
          const history = (yield* api("GET", "/topuphistory", { token: player.token })).json()
          assert.deepStrictEqual(
            history.topuphistory.map(({ DateTopUp: _, ...row }: Record<string, unknown>) => row),
            [
              {
                CardCode: "Pack 149.00",
                Cardvalue: 1050,
                section: currencies.coin.section,
                Method: "GCash",
                AmountPaid: 149,
                State: "Paid and credited",
              },
            ],
          )
          const credited = (yield* api("GET", `/topup/payments/${paymentId}`, { token: player.token })).json()
          assert.deepInclude(credited, { state: "credited", userPoints: 1050 })
          assert.deepStrictEqual(yield* ledgerMismatches, [])
        }),
    )

    it.effect("the same event delivered 50 times at once, across instances, credits once", () =>
      Effect.gen(function* () {
        const fake = yield* Fake
        const { urls } = yield* Instances
        const { player, paymentId, checkout } = yield* checkoutFor("paymongo", "paymaya")
        fake.markPaid(checkout.id)
        const notification = fake.paidNotification(checkout.id)
        const responses = yield* together(
          Array.from({ length: 50 }, (_, index) =>
            deliverTo(urls[index % urls.length] as string, notification),
          ),
        )
        assert.deepStrictEqual(statusCounts(responses.map((response) => response.status)), { 200: 50 })
        const outcomes = responses.map((response) => response.json().outcome as string)
        assert.strictEqual(outcomes.filter((outcome) => outcome === "credited").length, 1)
        assert.deepStrictEqual(yield* balancesOf(player.userNum), { rcoin: "1050.00", milleage: "0.00" })
        assert.strictEqual((yield* paymentLedgerRows(paymentId)).length, 1)
        assert.deepStrictEqual(yield* ledgerMismatches, [])
      }),
    )

    it.effect(
      "different events for one payment at once (the gateway's repeats and the return page asking) credit once",
      () =>
        Effect.gen(function* () {
          const fake = yield* Fake
          const { urls } = yield* Instances
          const { player, paymentId, checkout } = yield* checkoutFor("paymongo", "card")
          fake.markPaid(checkout.id)
          const responses = yield* together([
            ...Array.from({ length: 10 }, (_, index) =>
              deliverTo(urls[index % urls.length] as string, fake.paidNotification(checkout.id)),
            ),
            ...Array.from({ length: 10 }, () =>
              api("GET", `/topup/payments/${paymentId}`, { token: player.token }),
            ),
          ])
          assert.deepStrictEqual(statusCounts(responses.map((response) => response.status)), { 200: 20 })
          assert.deepStrictEqual(yield* balancesOf(player.userNum), { rcoin: "1050.00", milleage: "0.00" })
          assert.strictEqual((yield* paymentLedgerRows(paymentId)).length, 1)
          assert.deepStrictEqual(yield* ledgerMismatches, [])
        }),
    )

    it.effect(
      "a wrong signature, a stale timestamp or a body that was altered change nothing and answer 401",
      () =>
        Effect.gen(function* () {
          const fake = yield* Fake
          const { url } = yield* TestServer
          const { player, paymentId, checkout } = yield* checkoutFor("paymongo", "gcash")
          fake.markPaid(checkout.id)
          const genuine = fake.paidNotification(checkout.id)
          const now = fake.signingSeconds()
          const forgeries: ReadonlyArray<FakeNotification> = [
            {
              ...genuine,
              headers: { "paymongo-signature": payMongoSignature(genuine.body, now, "not-the-secret") },
            },
            { ...genuine, headers: { "paymongo-signature": payMongoSignature(genuine.body, now - 3600) } },
            { ...genuine, body: genuine.body.replace('"amount":14900', '"amount":1490000') },
            { ...genuine, headers: {} },
          ]
          for (const forged of forgeries) {
            const answer = yield* deliverTo(url, forged)
            assert.strictEqual(answer.status, 401, answer.text)
            assert.isString(answer.json().message)
          }
          assert.deepStrictEqual(yield* balancesOf(player.userNum), { rcoin: "0.00", milleage: "0.00" })
          assert.strictEqual((yield* paymentRow(paymentId))?.state, "waiting")
        }),
    )

    it.effect(
      "a paid amount or currency that is not the package's credits nothing and holds the payment for staff",
      () =>
        Effect.gen(function* () {
          const fake = yield* Fake
          const { player, paymentId, checkout } = yield* checkoutFor("paymongo", "gcash")
          fake.markPaid(checkout.id, 100)
          const answer = yield* Effect.promise(() => fake.deliver(fake.paidNotification(checkout.id)))
          assert.deepStrictEqual(JSON.parse(answer.body), { received: "yes", outcome: "held" })
          const row = yield* paymentRow(paymentId)
          assert.strictEqual(row?.state, "held")
          assert.strictEqual(row?.problem, "Paid PHP 1.00, but the package costs PHP 149.00: not credited.")
          assert.deepStrictEqual(yield* balancesOf(player.userNum), { rcoin: "0.00", milleage: "0.00" })

          const other = yield* checkoutFor("paymongo", "gcash")
          fake.markPaid(other.checkout.id)
          const inDollars = fake.paidNotification(other.checkout.id)
          const body = inDollars.body.replaceAll('"currency":"PHP"', '"currency":"USD"')
          const signed = {
            ...inDollars,
            body,
            headers: { "paymongo-signature": payMongoSignature(body, fake.signingSeconds()) },
          }
          assert.strictEqual((yield* Effect.promise(() => fake.deliver(signed))).status, 200)
          assert.strictEqual((yield* paymentRow(other.paymentId))?.state, "held")
          assert.deepStrictEqual(yield* balancesOf(other.player.userNum), { rcoin: "0.00", milleage: "0.00" })
        }),
    )

    it.effect(
      "a notification about a payment the portal never made is acknowledged and changes nothing",
      () =>
        Effect.gen(function* () {
          const fake = yield* Fake
          const millis = yield* Clock.currentTimeMillis
          fake.useClock(() => millis)
          const before = yield* ledgerMismatches
          const stranger = fake.payMongoEvent("checkout_session.payment.paid", {
            id: "cs_not_ours",
            attributes: {
              payments: [{ id: "pay_x", attributes: { amount: 14900, currency: "PHP", status: "paid" } }],
            },
          })
          const answer = yield* Effect.promise(() => fake.deliver(stranger))
          assert.strictEqual(answer.status, 200)
          assert.deepStrictEqual(JSON.parse(answer.body), { received: "yes", outcome: "no such payment" })
          assert.deepStrictEqual(yield* ledgerMismatches, before)
        }),
    )

    it.effect("paid after it expired still credits, once; expired after it was paid stays credited", () =>
      Effect.gen(function* () {
        const fake = yield* Fake
        const { player, paymentId, checkout } = yield* checkoutFor("xendit", "GCASH")
        const expiries = Metric.value(
          Metric.withAttributes(failedPayments, { provider: "xendit", reason: "expired" }),
        )
        const expiriesBefore = (yield* expiries).count
        fake.expire(checkout.id)
        const expired = yield* Effect.promise(() =>
          fake.deliver(fake.xenditCallback({ id: checkout.id, status: "EXPIRED" })),
        )
        assert.deepStrictEqual(JSON.parse(expired.body), { received: "yes", outcome: "expired" })
        assert.strictEqual((yield* paymentRow(paymentId))?.state, "expired")
        // The player paid at the counter just before the invoice closed: the gateway says paid after all.
        yield* Effect.promise(() => fake.pay(checkout.id))
        assert.strictEqual((yield* paymentRow(paymentId))?.state, "credited")
        yield* Effect.promise(() => fake.deliver(fake.xenditCallback({ id: checkout.id, status: "EXPIRED" })))
        assert.strictEqual((yield* paymentRow(paymentId))?.state, "credited")
        assert.deepStrictEqual(yield* balancesOf(player.userNum), { rcoin: "1050.00", milleage: "0.00" })
        // The operator's metrics counted the expiry once: the repeat changed nothing.
        assert.strictEqual(Number((yield* expiries).count) - Number(expiriesBefore), 1)
      }),
    )

    it.effect("Xendit: a callback counts only with the right token and once the API confirms it", () =>
      Effect.gen(function* () {
        const fake = yield* Fake
        const { player, paymentId, checkout } = yield* checkoutFor("xendit", "7ELEVEN")
        const claimsPaid = { id: checkout.id, status: "PAID", amount: 149, currency: "PHP" }
        const wrongToken = yield* Effect.promise(() =>
          fake.deliver(fake.xenditCallback(claimsPaid, "guessed-token")),
        )
        assert.strictEqual(wrongToken.status, 401)
        // The right token, but the invoice is not paid at Xendit: a replayed or invented callback.
        const unconfirmed = yield* Effect.promise(() => fake.deliver(fake.xenditCallback(claimsPaid)))
        assert.strictEqual(unconfirmed.status, 200)
        assert.strictEqual((yield* paymentRow(paymentId))?.state, "waiting")
        assert.deepStrictEqual(yield* balancesOf(player.userNum), { rcoin: "0.00", milleage: "0.00" })

        const paid = yield* Effect.promise(() => fake.pay(checkout.id))
        assert.deepStrictEqual(JSON.parse(paid.body), { received: "yes", outcome: "credited" })
        assert.deepStrictEqual(yield* balancesOf(player.userNum), { rcoin: "1050.00", milleage: "0.00" })
        const again = yield* Effect.promise(() => fake.deliver(fake.paidNotification(checkout.id)))
        assert.deepStrictEqual(JSON.parse(again.body), { received: "yes", outcome: "already handled" })
        assert.deepStrictEqual(yield* balancesOf(player.userNum), { rcoin: "1050.00", milleage: "0.00" })
      }),
    )

    it.effect("a lost notification: the return page asks the gateway and the payment is credited", () =>
      Effect.gen(function* () {
        const fake = yield* Fake
        const { player, paymentId, checkout } = yield* checkoutFor("paymongo", "qrph")
        fake.markPaid(checkout.id)
        const view = (yield* api("GET", `/topup/payments/${paymentId}`, { token: player.token })).json()
        assert.deepInclude(view, { state: "credited", userPoints: 1050 })
        assert.deepStrictEqual(yield* ledgerMismatches, [])
      }),
    )

    it.effect(
      "a refund after the R-Coin was spent takes what is left and marks the shortfall, never below zero",
      () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          const fake = yield* Fake
          const { player, paymentId, checkout } = yield* checkoutFor("paymongo", "gcash")
          yield* Effect.promise(() => fake.pay(checkout.id))
          // The player spends 800.00 of the 1,050.00 in the shop.
          yield* sql`UPDATE users SET r_coin = r_coin - 800 WHERE user_num = ${player.userNum}`
          yield* sql`INSERT INTO balance_ledger (user_num, currency, delta, reason, note)
                   VALUES (${player.userNum}, 'rcoin', '-800.00', 'adjustment', 'Spent in the test')`
          const refunded = yield* Effect.promise(() => fake.refund(checkout.id))
          assert.deepStrictEqual(JSON.parse(refunded.body), {
            received: "yes",
            outcome: "refunded, short 800.00",
          })
          assert.deepStrictEqual(yield* balancesOf(player.userNum), { rcoin: "0.00", milleage: "0.00" })
          assert.deepInclude(yield* paymentRow(paymentId), { state: "refunded", shortfall: "800.00" })
          assert.deepStrictEqual(yield* paymentLedgerRows(paymentId), [
            { reason: "payment", delta: "1050.00" },
            { reason: "refund", delta: "-250.00" },
          ])
          const again = yield* Effect.promise(() => fake.refund(checkout.id))
          assert.strictEqual(again.status, 200)
          assert.deepStrictEqual(yield* balancesOf(player.userNum), { rcoin: "0.00", milleage: "0.00" })
          assert.deepStrictEqual(yield* ledgerMismatches, [])
        }),
    )

    it.effect(
      "bad choices change nothing and say why: an unknown package, a method the gateway does not offer",
      () =>
        Effect.gen(function* () {
          const player = yield* newPlayer()
          const packageId = yield* newPackage()
          const unknown = yield* api("POST", "/topup/pay", {
            token: player.token,
            body: { packageId: 999_999, provider: "paymongo", method: "gcash" },
          })
          assert.deepStrictEqual(
            [unknown.status, unknown.json().message],
            [404, paymentMessages.unknownPackage],
          )
          const cash = yield* api("POST", "/topup/pay", {
            token: player.token,
            body: { packageId, provider: "paymongo", method: "7ELEVEN" },
          })
          assert.deepStrictEqual([cash.status, cash.json().message], [422, paymentMessages.unknownMethod])
          const guest = yield* api("POST", "/topup/pay", {
            body: { packageId, provider: "paymongo", method: "gcash" },
          })
          assert.strictEqual(guest.status, 401)
          const someoneElses = yield* checkoutFor("paymongo", "gcash")
          const peek = yield* api("GET", `/topup/payments/${someoneElses.paymentId}`, { token: player.token })
          assert.deepStrictEqual([peek.status, peek.json().message], [404, paymentMessages.unknownPayment])
        }),
    )

    it.effect("no key, secret or token reaches a log line, through an outage and refused notifications", () =>
      Effect.gen(function* () {
        const fake = yield* Fake
        const { url } = yield* TestServer
        const player = yield* newPlayer()
        const packageId = yield* newPackage()
        fake.setDown(true)
        const during = yield* api("POST", "/topup/pay", {
          token: player.token,
          body: { packageId, provider: "xendit", method: "GCASH" },
        })
        fake.setDown(false)
        assert.deepStrictEqual(
          [during.status, during.json().message],
          [409, paymentMessages.gatewayDown("xendit")],
        )
        yield* deliverTo(url, fake.xenditCallback({ id: "inv_x", status: "PAID" }, "guessed-token"))
        yield* deliverTo(url, {
          provider: "paymongo",
          headers: { "paymongo-signature": "t=1,te=00" },
          body: "{}",
        })
        assert.isTrue(logged.some((line) => line.includes("A checkout could not be made")))
        for (const secret of Object.values(fakeSecrets)) {
          assert.deepStrictEqual(
            logged.filter((line) => line.includes(secret)),
            [],
          )
        }
      }),
    )

    it.effect(
      "a player with five checkouts waiting from the last hour cannot start a sixth until one settles",
      () =>
        Effect.gen(function* () {
          const fake = yield* Fake
          const sql = yield* SqlClient.SqlClient
          const player = yield* newPlayer()
          const packageId = yield* newPackage()
          const pay = api("POST", "/topup/pay", {
            token: player.token,
            body: { packageId, provider: "paymongo", method: "gcash" },
          })
          const started = [yield* pay, yield* pay, yield* pay, yield* pay, yield* pay]
          assert.deepStrictEqual(statusCounts(started.map((response) => response.status)), { 200: 5 })
          const sixth = yield* pay
          assert.deepStrictEqual([sixth.status, sixth.json().message], [409, paymentMessages.tooManyWaiting])
          const count = () =>
            Effect.map(
              sql<{
                count: number
              }>`SELECT count(*)::int AS count FROM payments WHERE user_num = ${player.userNum}`,
              (rows) => rows[0]?.count,
            )
          assert.strictEqual(yield* count(), 5)
          // One of them paid: the player may start another.
          const first = started[0]?.json().paymentId as string
          const checkout = [...fake.checkouts.values()].find((made) => made.reference === first)
          fake.markPaid(checkout?.id ?? "")
          yield* api("GET", `/topup/payments/${first}`, { token: player.token })
          assert.strictEqual((yield* pay).status, 200)
        }),
    )

    it.effect(
      "a waiting payment's page, asked ten times at once, makes the server ask its gateway once",
      () =>
        Effect.gen(function* () {
          const fake = yield* Fake
          const { player, paymentId, checkout } = yield* checkoutFor("xendit", "GCASH")
          const views = yield* together(
            Array.from({ length: 10 }, () =>
              api("GET", `/topup/payments/${paymentId}`, { token: player.token }),
            ),
          )
          assert.deepStrictEqual(statusCounts(views.map((view) => view.status)), { 200: 10 })
          assert.strictEqual(fake.statusAsksOf(checkout.id), 1)
        }),
    )
  })
})
