import { assert, describe, layer } from "@effect/vitest"
import { Clock, Context, Effect, Exit, Layer, Metric, Option } from "effect"
import { SqlClient } from "effect/sql"
import { AccountService } from "../src/accounts/AccountService.ts"
import { AccountSettings } from "../src/accounts/AccountSettings.ts"
import { Accounts } from "../src/accounts/Accounts.ts"
import { accountServices } from "../src/accounts/layer.ts"
import { Sessions } from "../src/accounts/Sessions.ts"
import { Changes } from "../src/cache/Changes.ts"
import { Cart } from "../src/cart/Cart.ts"
import { Purchases } from "../src/cart/Purchases.ts"
import { Coupons } from "../src/coupons/Coupons.ts"
import { GameAccounts } from "../src/gamelink/GameAccounts.ts"
import { GameCharacters } from "../src/gamelink/GameCharacters.ts"
import { GameDatabases, gameDatabaseNames } from "../src/gamelink/GameDatabases.ts"
import { GameItemBank } from "../src/gamelink/GameItemBank.ts"
import { GameReconciliation } from "../src/gamelink/GameReconciliation.ts"
import { GameWhitelist } from "../src/gamelink/GameWhitelist.ts"
import { ranGameLink } from "../src/gamelink/layer.ts"
import { gameLinkMessages } from "../src/gamelink/messages.ts"
import { defaultRanLink, GameLinkSettings, type RanLinkSettings } from "../src/gamelink/settings.ts"
import { History } from "../src/history/History.ts"
import { economyServicesWith } from "../src/ledger/economyServices.ts"
import { Ledger } from "../src/ledger/Ledger.ts"
import { gameLinkUnavailable, registrations } from "../src/observability/metrics.ts"
import { Gateways } from "../src/payments/Gateways.ts"
import { Payments } from "../src/payments/Payments.ts"
import { Rankings } from "../src/rankings/Rankings.ts"
import { Passwords } from "../src/security/passwords.ts"
import { RateLimiter } from "../src/security/RateLimiter.ts"
import { type FakeGateways, startFakeGateways } from "./support/fakeGateways.ts"
import { type Cut, freshGameDatabases, inGame, linkedPlayer, withCuts } from "./support/gameDatabases.ts"
import { cartOfUnits, ledgerSum, rcoinItem } from "./support/gameShop.ts"
import { MigratedDatabase } from "./support/layers.ts"

/**
 * The RAN link against PostgreSQL databases laid out like RanUser, RanGame1 and RanShop (schema dbo,
 * the game's table and column names). Every value asserted is known in advance, not computed by
 * the code under test.
 */

const ranSettings = Effect.map(
  Effect.service(GameLinkSettings),
  (settings) => settings as Extract<typeof settings, { kind: "ran" }>,
)

/** Set by a test: RanUser's next run of the statement it names is cut. */
let cutNext: Cut | undefined

/** The game's databases for this file, connected, with the settings that name them. */
const gameDatabases = Layer.unwrap(
  Effect.map(freshGameDatabases, (targets) => {
    const settings = defaultRanLink(targets)
    const connected = Effect.map(Effect.orDie(GameDatabases.connect(settings)), (databases) =>
      GameDatabases.of({
        ...databases,
        user: withCuts(databases.user, (statement) => {
          const cut = cutNext?.statement === statement ? cutNext : undefined
          if (cut !== undefined) cutNext = undefined
          return cut
        }),
      }),
    )
    return Layer.effect(GameDatabases, connected).pipe(Layer.provideMerge(GameLinkSettings.make(settings)))
  }),
)

const gameLink = Layer.unwrap(Effect.map(ranSettings, (settings) => ranGameLink(settings as RanLinkSettings)))

class Fake extends Context.Service<Fake, FakeGateways>()("test/FakeGateways") {}

/** The payment gateways' fakes, and the top-up payments paying through them into the game. */
const payments = Layer.unwrap(
  Effect.map(
    Effect.acquireRelease(
      Effect.promise(() => startFakeGateways()),
      (fake) => Effect.promise(fake.close),
    ),
    (fake) =>
      Layer.merge(
        Layer.succeed(Fake, fake),
        Payments.layer.pipe(Layer.provide([gameLink, Ledger.layer, Gateways.make(fake.settings)])),
      ),
  ),
)

const services = Layer.mergeAll(
  accountServices(AccountSettings.make(), gameLink),
  economyServicesWith(gameLink),
  payments,
  Ledger.layer,
  Rankings.layer.pipe(Layer.provide(Changes.layer)),
).pipe(
  Layer.provideMerge(Layer.mergeAll(Sessions.layer, RateLimiter.layer)),
  Layer.provideMerge(gameDatabases),
  Layer.provideMerge(MigratedDatabase),
)

/** The game link's jobs, as the staff console and the upkeep round call them. */
const linkJobs = Effect.all({
  accounts: Effect.service(GameAccounts),
  itemBank: Effect.service(GameItemBank),
  whitelist: Effect.service(GameWhitelist),
  characters: Effect.service(GameCharacters),
  reconciliation: Effect.service(GameReconciliation),
})

const caller = { address: "198.51.100.20", userAgent: "test" }

const gameRow = (userId: string) =>
  Effect.map(
    inGame("user", "SELECT UserPass, UserPass2, UserPoint FROM dbo.UserInfo WHERE UserID = ?", userId),
    (rows) => rows[0],
  )

const shopRows = (userId: string) =>
  inGame(
    "shop",
    "SELECT PurKey, ProductNum, PurFlag, PurPrice FROM dbo.ShopPurchase WHERE UserUID = ? ORDER BY PurKey",
    userId,
  )

describe("the RAN game link", () => {
  layer(services, { timeout: 120_000 })((it) => {
    it.effect("registration writes the game's account with md5-19 in UserPass and UserPass2", () =>
      Effect.gen(function* () {
        const service = yield* Accounts
        yield* service.register({
          userId: "md5player",
          email: "md5player@example.com",
          password: "password",
          nameFirst: "",
          nameLast: "",
          secretQuestion: 1,
          secretAnswer: "Cebu",
          gender: "Male",
          country: "Philippines",
        })
        const row = yield* gameRow("md5player")
        assert.strictEqual(row?.userpass, "5F4DCC3B5AA765D61D8")
        assert.strictEqual(row?.userpass2, "5F4DCC3B5AA765D61D8")
      }),
    )

    it.effect("with GAME_PASSWORD_FORMAT=plain the game keeps the password as typed", () =>
      Effect.gen(function* () {
        const settings = yield* ranSettings
        // Fresh: the link's parts are shared by reference, and these are other settings.
        const plain = Layer.fresh(ranGameLink({ ...(settings as RanLinkSettings), passwordFormat: "plain" }))
        const sql = yield* SqlClient.SqlClient
        const [portal] = yield* sql<{ user_num: number }>`
          INSERT INTO users (user_id, email, password_hash) VALUES ('plainplayer', 'plain@example.com', 'x')
          RETURNING user_num`
        yield* Effect.flatMap(Effect.service(GameAccounts), (link) =>
          link.createAccount(portal?.user_num ?? 0, {
            userId: "plainplayer",
            password: "Hero#2024",
            email: "plain@example.com",
          }),
        ).pipe(Effect.provide(plain))
        assert.strictEqual((yield* gameRow("plainplayer"))?.userpass, "Hero#2024")
      }),
    )

    it.effect("a taken game UserID refuses registration and leaves no portal account", () =>
      Effect.gen(function* () {
        yield* inGame(
          "user",
          "INSERT INTO dbo.UserInfo (UserID, UserPass) VALUES (?, ?)",
          "GameOnlyTaken",
          "x",
        )
        const exit = yield* Effect.exit(
          Effect.flatMap(Effect.service(Accounts), (service) =>
            service.register({
              userId: "gameonlytaken",
              email: "taken@example.com",
              password: "Secret#123",
              nameFirst: "",
              nameLast: "",
              secretQuestion: 1,
              secretAnswer: "Cebu",
              gender: "Male",
              country: "Philippines",
            }),
          ),
        )
        assert.isTrue(Exit.isFailure(exit))
        const sql = yield* SqlClient.SqlClient
        const rows = yield* sql`SELECT 1 FROM users WHERE lower(user_id) = 'gameonlytaken'`
        assert.strictEqual(rows.length, 0)
      }),
    )

    it.effect("registration with the game unreachable leaves neither account, and a retry completes it", () =>
      Effect.gen(function* () {
        const register = Effect.flatMap(Effect.service(Accounts), (service) =>
          service.register({
            userId: "halfway1",
            email: "halfway1@example.com",
            password: "password",
            nameFirst: "",
            nameLast: "",
            secretQuestion: 1,
            secretAnswer: "Cebu",
            gender: "Female",
            country: "Philippines",
          }),
        )
        const counted = (
          metric: Metric.Metric<number, Metric.CounterState<number>>,
          attributes: Record<string, string>,
        ) =>
          Effect.map(Metric.value(Metric.withAttributes(metric, attributes)), (state) => Number(state.count))
        const outages = counted(gameLinkUnavailable, { database: gameDatabaseNames.user })
        const made = counted(registrations, { source: "portal" })
        const [outagesBefore, madeBefore] = [yield* outages, yield* made]
        cutNext = { statement: "createAccount", when: "before" }
        const failed = yield* Effect.flip(register)
        assert.strictEqual(failed.message, gameLinkMessages.unavailable)
        // The operator's metrics: one outage of the game's accounts database, no account made.
        assert.strictEqual((yield* outages) - outagesBefore, 1)
        assert.strictEqual((yield* made) - madeBefore, 0)
        const sql = yield* SqlClient.SqlClient
        assert.lengthOf(yield* sql`SELECT 1 FROM users WHERE user_id = 'halfway1'`, 0)
        assert.isUndefined(yield* gameRow("halfway1"))
        yield* register
        assert.lengthOf(yield* sql`SELECT 1 FROM users WHERE user_id = 'halfway1'`, 1)
        assert.strictEqual((yield* gameRow("halfway1"))?.userpass, "5F4DCC3B5AA765D61D8")
        assert.strictEqual((yield* made) - madeBefore, 1)
      }),
    )

    it.effect(
      "an account that exists only in the game logs in, and its first login makes the portal side",
      () =>
        Effect.gen(function* () {
          yield* inGame(
            "user",
            "INSERT INTO dbo.UserInfo (UserID, UserPass, UserPass2, UserEmail, UserPoint) VALUES (?, ?, ?, ?, ?)",
            "OldHand",
            "5F4DCC3B5AA765D61D8",
            "5F4DCC3B5AA765D61D8",
            "oldhand@example.com",
            12,
          )
          const service = yield* AccountService
          const { user } = yield* service.login("oldhand", "password", caller)
          assert.strictEqual(user.UserID, "OldHand")
          assert.strictEqual(user.UserPoint, 12)
          const wrong = yield* Effect.flip(service.login("oldhand", "Password", caller))
          assert.strictEqual(wrong.message, "Invalid User ID or Password.")
        }),
    )

    it.effect(
      "a portal account made before the link is not taken over by a game account with the same ID",
      () =>
        Effect.gen(function* () {
          const hash = yield* Effect.flatMap(Effect.service(Passwords), (passwords) =>
            passwords.hash("Portal#123"),
          )
          const sql = yield* SqlClient.SqlClient
          yield* sql`INSERT INTO users (user_id, email, password_hash) VALUES ('clash1', 'clash1@example.com', ${hash})`
          yield* inGame(
            "user",
            "INSERT INTO dbo.UserInfo (UserID, UserPass) VALUES (?, ?)",
            "Clash1",
            "5F4DCC3B5AA765D61D8",
          )
          const service = yield* AccountService
          const refused = yield* Effect.flip(service.login("clash1", "password", caller))
          assert.strictEqual(refused.message, "Invalid User ID or Password.")
          const [kept] = yield* sql<{
            password_hash: string
          }>`SELECT password_hash FROM users WHERE user_id = 'clash1'`
          assert.strictEqual(kept?.password_hash, hash)
        }),
    )

    it.effect("a game account banned until a later date cannot log in; an expired ban can", () =>
      Effect.gen(function* () {
        const insert =
          "INSERT INTO dbo.UserInfo (UserID, UserPass, UserBlock, UserBlockDate) VALUES (?, ?, 1, ?)"
        // Bans are judged by the server's clock (the test clock starts at 1970-01-01).
        yield* inGame("user", insert, "Banned1", "5F4DCC3B5AA765D61D8", new Date("2099-01-01T00:00:00Z"))
        yield* inGame("user", insert, "Pardoned1", "5F4DCC3B5AA765D61D8", new Date("1969-06-01T00:00:00Z"))
        const service = yield* AccountService
        const refused = yield* Effect.flip(service.login("Banned1", "password", caller))
        assert.strictEqual(refused.message, gameLinkMessages.banned)
        const { user } = yield* service.login("Pardoned1", "password", caller)
        assert.strictEqual(user.UserID, "Pardoned1")
      }),
    )

    it.effect("a password change reaches the game's UserPass", () =>
      Effect.gen(function* () {
        const player = yield* linkedPlayer("linked", 0)
        yield* Effect.flatMap(Effect.service(Accounts), (service) =>
          service.setPassword(player.userNum, "password"),
        )
        assert.strictEqual((yield* gameRow(player.userId))?.userpass, "5F4DCC3B5AA765D61D8")
      }),
    )

    it.effect(
      "100 purchases at once over a game balance of 37 give 37 items, a balance of 0 and a ledger that agrees",
      () =>
        Effect.gen(function* () {
          const player = yield* linkedPlayer("linked", 37)
          const item = yield* rcoinItem("1.00")
          const purchases = yield* Purchases
          const outcomes = yield* Effect.all(
            Array.from({ length: 100 }, () =>
              Effect.exit(
                purchases.buyItem({
                  userNum: player.userNum,
                  productNum: item.productNum,
                  idempotencyKey: undefined,
                }),
              ),
            ),
            { concurrency: "unbounded" },
          )
          assert.strictEqual(outcomes.filter(Exit.isSuccess).length, 37)
          const rows = yield* shopRows(player.userId)
          assert.strictEqual(rows.filter((row) => Number(row.purflag) === 0).length, 37)
          assert.strictEqual(rows.length, 37)
          assert.isTrue(rows.every((row) => Number(row.productnum) === item.gameProductNum))
          assert.strictEqual(Number((yield* gameRow(player.userId))?.userpoint), 0)
          assert.strictEqual(yield* ledgerSum(player.userNum), 0)
          const mismatches = yield* Effect.flatMap(Effect.service(Ledger), (ledger) => ledger.mismatches)
          assert.deepStrictEqual(
            mismatches.filter((row) => row.user_num === player.userNum),
            [],
          )
        }),
      // They queue behind each other on one account; a loaded machine takes its time.
      180_000,
    )

    it.effect("the same cart rows bought twice at once are one purchase", () =>
      Effect.gen(function* () {
        const player = yield* linkedPlayer("linked", 50)
        const item = yield* rcoinItem("7.00")
        yield* Effect.flatMap(Effect.service(Cart), (cart) => cart.add(player.userNum, item.productNum))
        const sql = yield* SqlClient.SqlClient
        const seqs = (yield* sql<{
          seq: number
        }>`SELECT seq FROM cart_rows WHERE user_num = ${player.userNum}`).map((row) => row.seq)
        const purchases = yield* Purchases
        const outcomes = yield* Effect.all(
          [1, 2].map(() =>
            Effect.exit(purchases.buyCartRows({ userNum: player.userNum, seqs, idempotencyKey: undefined })),
          ),
          { concurrency: "unbounded" },
        )
        assert.isTrue(outcomes.some(Exit.isSuccess))
        assert.strictEqual(Number((yield* gameRow(player.userId))?.userpoint), 43)
        assert.lengthOf(yield* shopRows(player.userId), 1)
        assert.strictEqual(yield* ledgerSum(player.userNum), 43)
      }),
    )

    it.effect("a purchase of 600 units is reserved in batches and delivered whole, with exact balances", () =>
      Effect.gen(function* () {
        const player = yield* linkedPlayer("bulk", 1000)
        const seqs = yield* cartOfUnits(player.userNum, 600)
        const answer = yield* (yield* Purchases).buyCartRows({
          userNum: player.userNum,
          seqs,
          idempotencyKey: undefined,
        })
        assert.strictEqual(answer.message, gameLinkMessages.boughtLinked)
        assert.strictEqual(answer.userPoints, 400)
        const rows = yield* shopRows(player.userId)
        assert.lengthOf(rows, 600)
        assert.isTrue(rows.every((row) => Number(row.purflag) === 0))
        assert.strictEqual(Number((yield* gameRow(player.userId))?.userpoint), 400)
        assert.strictEqual(yield* ledgerSum(player.userNum), 400)
      }),
    )

    it.effect("purchase history shows each item's state from PurFlag: collected, waiting, cancelled", () =>
      Effect.gen(function* () {
        const player = yield* linkedPlayer("linked", 5)
        const item = yield* rcoinItem("2.00")
        const purchases = yield* Purchases
        for (const key of ["h1", "h2"]) {
          yield* purchases.buyItem({
            userNum: player.userNum,
            productNum: item.productNum,
            idempotencyKey: key,
          })
        }
        const [first, second] = yield* shopRows(player.userId)
        yield* inGame("shop", "UPDATE dbo.ShopPurchase SET PurFlag = 1 WHERE PurKey = ?", first?.purkey)
        const page = yield* Effect.flatMap(Effect.service(History), (history) =>
          history.purchases(player.userNum, 1),
        )
        assert.deepStrictEqual(
          page.purchasehistory.map((row) => row.DeliveryState),
          ["Waiting in item bank", "Collected"],
        )
        assert.strictEqual(Number(second?.purprice), 2)
      }),
    )

    it.effect("staff cancel an item in the item bank and the price comes back exactly once", () =>
      Effect.gen(function* () {
        const player = yield* linkedPlayer("linked", 10)
        const item = yield* rcoinItem("3.00")
        yield* Effect.flatMap(Effect.service(Purchases), (purchases) =>
          purchases.buyItem({ userNum: player.userNum, productNum: item.productNum, idempotencyKey: "c1" }),
        )
        assert.strictEqual(Number((yield* gameRow(player.userId))?.userpoint), 7)
        const [row] = yield* shopRows(player.userId)
        const link = yield* linkJobs
        yield* link.itemBank.cancelItem(player.userNum, Number(row?.purkey))
        assert.strictEqual(Number((yield* shopRows(player.userId))[0]?.purflag), 3)
        assert.strictEqual(Number((yield* gameRow(player.userId))?.userpoint), 10)
        // Cancelling again, or sweeping cancelled items, refunds nothing more.
        const again = yield* Effect.flip(link.itemBank.cancelItem(player.userNum, Number(row?.purkey)))
        assert.strictEqual(again.message, gameLinkMessages.notCancellable)
        assert.strictEqual(yield* link.itemBank.refundCancelled, 0)
        assert.strictEqual(Number((yield* gameRow(player.userId))?.userpoint), 10)
        assert.strictEqual(yield* ledgerSum(player.userNum), 10)
      }),
    )

    it.effect("an item the game cancelled (PurFlag 3) is refunded once by the sweep", () =>
      Effect.gen(function* () {
        const player = yield* linkedPlayer("linked", 4)
        const item = yield* rcoinItem("4.00")
        yield* Effect.flatMap(Effect.service(Purchases), (purchases) =>
          purchases.buyItem({ userNum: player.userNum, productNum: item.productNum, idempotencyKey: "g1" }),
        )
        const [row] = yield* shopRows(player.userId)
        yield* inGame("shop", "UPDATE dbo.ShopPurchase SET PurFlag = 3 WHERE PurKey = ?", row?.purkey)
        const link = yield* linkJobs
        assert.strictEqual(yield* link.itemBank.refundCancelled, 1)
        assert.strictEqual(yield* link.itemBank.refundCancelled, 0)
        assert.strictEqual(Number((yield* gameRow(player.userId))?.userpoint), 4)
        assert.strictEqual(yield* ledgerSum(player.userNum), 4)
      }),
    )

    it.effect(
      "a connection cut right after the game took the charge leaves no half purchase after the retry",
      () =>
        Effect.gen(function* () {
          const player = yield* linkedPlayer("linked", 9)
          const item = yield* rcoinItem("5.00")
          const buy = Effect.flatMap(Effect.service(Purchases), (purchases) =>
            purchases.buyItem({
              userNum: player.userNum,
              productNum: item.productNum,
              idempotencyKey: "cut-1",
            }),
          )
          cutNext = { statement: "chargeBalance", when: "after" }
          const first = yield* Effect.exit(buy)
          assert.isTrue(Exit.isFailure(first))
          // The item is not in the item bank yet, and the portal shows no purchase.
          assert.strictEqual(
            (yield* shopRows(player.userId)).filter((row) => Number(row.purflag) === 0).length,
            0,
          )
          const retried = yield* buy
          assert.strictEqual(retried.userPoints, 4)
          const again = yield* buy
          assert.strictEqual(again.userPoints, 4)
          const rows = yield* shopRows(player.userId)
          assert.deepStrictEqual(
            rows.map((row) => Number(row.purflag)),
            [0],
          )
          assert.strictEqual(Number((yield* gameRow(player.userId))?.userpoint), 4)
          assert.strictEqual(yield* ledgerSum(player.userNum), 4)
        }),
    )

    it.effect("a lost charge followed by a move in the game is left to staff, never charged twice", () =>
      Effect.gen(function* () {
        const player = yield* linkedPlayer("linked", 20)
        const item = yield* rcoinItem("5.00")
        const buy = Effect.flatMap(Effect.service(Purchases), (purchases) =>
          purchases.buyItem({
            userNum: player.userNum,
            productNum: item.productNum,
            idempotencyKey: "lost-1",
          }),
        )
        cutNext = { statement: "chargeBalance", when: "after" }
        yield* Effect.flip(buy)
        // The game spends 1 more before the portal looks again: 20 - 5 - 1.
        yield* inGame(
          "user",
          "UPDATE dbo.UserInfo SET UserPoint = UserPoint - 1 WHERE UserID = ?",
          player.userId,
        )
        const retried = yield* Effect.flip(buy)
        assert.strictEqual(retried.message, gameLinkMessages.checking)
        assert.strictEqual(Number((yield* gameRow(player.userId))?.userpoint), 14)
        const report = yield* Effect.flatMap(linkJobs, (link) => link.reconciliation.reconciliation)
        assert.deepStrictEqual(
          report.unfinished
            .filter((row) => row.userNum === player.userNum)
            .map((row) => [row.state, row.rcoin]),
          [["needs_operator", 5]],
        )
      }),
    )

    it.effect("a redeemed code credits the game's balance once, with its ledger row", () =>
      Effect.gen(function* () {
        const player = yield* linkedPlayer("linked", 10)
        const sql = yield* SqlClient.SqlClient
        yield* sql`INSERT INTO coupons (code, rcoin_value) VALUES ('GAME-25-COIN', 25)`
        const coupons = yield* Coupons
        const redeem = coupons.redeem({
          userNum: player.userNum,
          couponCode: "GAME-25-COIN",
          referralCode: null,
          idempotencyKey: "code-1",
        })
        const first = yield* redeem
        assert.strictEqual(first.userPoints, 35)
        // The same request again answers the same, and credits nothing more.
        assert.strictEqual((yield* redeem).userPoints, 35)
        assert.strictEqual(Number((yield* gameRow(player.userId))?.userpoint), 35)
        assert.strictEqual(yield* ledgerSum(player.userNum), 35)
        const reused = yield* Effect.flip(
          coupons.redeem({
            userNum: player.userNum,
            couponCode: "GAME-25-COIN",
            referralCode: null,
            idempotencyKey: undefined,
          }),
        )
        assert.strictEqual(reused.message, "This code has already been used.")
      }),
    )

    it.effect("a gateway payment credits the game's balance once, with its ledger row", () =>
      Effect.gen(function* () {
        const player = yield* linkedPlayer("linked", 10)
        const sql = yield* SqlClient.SqlClient
        const fake = yield* Fake
        const payments = yield* Payments
        const millis = yield* Clock.currentTimeMillis
        fake.useClock(() => millis)
        const [pack] = yield* sql<{ id: number }>`
          INSERT INTO topup_packages (name, price, rcoin, bonus) VALUES ('Game pack', '149.00', '1000.00', '50.00')
          RETURNING id`
        const { paymentId } = yield* payments.pay({
          userNum: player.userNum,
          packageId: pack?.id ?? 0,
          provider: "paymongo",
          method: "gcash",
          origin: "http://portal.test",
        })
        const checkout = [...fake.checkouts.values()].find((made) => made.reference === paymentId)
        fake.markPaid(checkout?.id ?? "")
        const notification = fake.paidNotification(checkout?.id ?? "")
        const notify = payments.notify("paymongo", notification.headers, notification.body)
        assert.deepStrictEqual(yield* notify, { outcome: "credited" })
        assert.deepStrictEqual(yield* notify, { outcome: "already handled" })
        assert.strictEqual(Number((yield* gameRow(player.userId))?.userpoint), 1060)
        assert.strictEqual(yield* ledgerSum(player.userNum), 1060)
        const [credit] = yield* sql<{ reason: string; delta: string }>`
          SELECT reason, delta::text AS delta FROM balance_ledger WHERE payment_id = ${paymentId}`
        assert.deepStrictEqual(credit, { reason: "payment", delta: "1050.00" })
      }),
    )

    it.effect(
      "rows reserved by a purchase that stopped before the charge are removed, and the next purchase runs",
      () =>
        Effect.gen(function* () {
          const player = yield* linkedPlayer("linked", 6)
          const item = yield* rcoinItem("6.00")
          const sql = yield* SqlClient.SqlClient
          // As a crash leaves it: the intent committed, its rows reserved in the game, nothing charged.
          yield* sql`INSERT INTO game_operations (op_key, user_num, kind, user_point, state)
          VALUES ('purchase:crashed', ${player.userNum}, 'purchase', 6, 'reserving')`
          yield* inGame(
            "shop",
            "INSERT INTO dbo.ShopPurchase (UserUID, ProductNum, PurPrice, PurFlag) VALUES (?, ?, 6, -1)",
            player.userId,
            item.gameProductNum,
          )
          const answer = yield* Effect.flatMap(Effect.service(Purchases), (purchases) =>
            purchases.buyItem({
              userNum: player.userNum,
              productNum: item.productNum,
              idempotencyKey: "after-crash",
            }),
          )
          assert.strictEqual(answer.userPoints, 0)
          assert.deepStrictEqual(
            (yield* shopRows(player.userId)).map((row) => Number(row.purflag)),
            [0],
          )
          const [crashed] = yield* sql<{ state: string }>`
          SELECT state FROM game_operations WHERE op_key = 'purchase:crashed'`
          assert.strictEqual(crashed?.state, "abandoned")
        }),
    )

    it.effect(
      "an approved whitelist address is written to IPInfo; one longer than 23 characters is refused",
      () =>
        Effect.gen(function* () {
          const player = yield* linkedPlayer("linked", 0)
          const link = yield* linkJobs
          yield* link.whitelist.whitelistAddress(player.userNum, "203.0.113.7")
          const [game] = yield* inGame(
            "user",
            "SELECT UserNum FROM dbo.UserInfo WHERE UserID = ?",
            player.userId,
          )
          const rows = yield* inGame(
            "user",
            "SELECT IpAddress, UseAvailable FROM dbo.IPInfo WHERE UserNum = ?",
            game?.usernum,
          )
          assert.deepStrictEqual(rows, [{ ipaddress: "203.0.113.7", useavailable: 1 }])
          // Turned off in the game, then approved again: the same row is turned back on.
          yield* inGame("user", "UPDATE dbo.IPInfo SET UseAvailable = 0 WHERE UserNum = ?", game?.usernum)
          yield* link.whitelist.whitelistAddress(player.userNum, "203.0.113.7")
          assert.deepStrictEqual(
            yield* inGame(
              "user",
              "SELECT IpAddress, UseAvailable FROM dbo.IPInfo WHERE UserNum = ?",
              game?.usernum,
            ),
            [{ ipaddress: "203.0.113.7", useavailable: 1 }],
          )
          const refused = yield* Effect.flip(
            link.whitelist.whitelistAddress(player.userNum, "2001:db8:85a3::8a2e:370:7334"),
          )
          assert.strictEqual(refused.message, gameLinkMessages.ipTooLong)
        }),
    )

    it.effect("the reconciliation report lists balances moved in the game until they are acknowledged", () =>
      Effect.gen(function* () {
        const player = yield* linkedPlayer("linked", 0)
        const link = yield* linkJobs
        yield* link.reconciliation.acknowledgeBalances
        yield* inGame("user", "UPDATE dbo.UserInfo SET UserPoint = 50 WHERE UserID = ?", player.userId)
        const report = yield* link.reconciliation.reconciliation
        assert.deepStrictEqual(
          report.movedOutside.filter((row) => row.userNum === player.userNum),
          [{ userNum: player.userNum, userId: player.userId, currency: "rcoin", portal: 0, game: 50 }],
        )
        assert.deepStrictEqual(
          report.unfinished.filter((row) => row.userNum === player.userNum),
          [],
        )
        yield* link.reconciliation.acknowledgeBalances
        const after = yield* link.reconciliation.reconciliation
        assert.deepStrictEqual(after.movedOutside, [])
        assert.strictEqual(yield* ledgerSum(player.userNum), 50)
        assert.isTrue(Option.isSome(yield* link.accounts.findAccount(player.userId.toUpperCase())))
      }),
    )

    it.effect(
      "rankings and My Account read the game's characters; deleted and staff characters never rank",
      () =>
        Effect.gen(function* () {
          const player = yield* linkedPlayer("linked", 0)
          const [owner] = yield* inGame(
            "user",
            "SELECT UserNum FROM dbo.UserInfo WHERE UserID = ?",
            player.userId,
          )
          yield* inGame(
            "user",
            "INSERT INTO dbo.UserInfo (UserID, UserPass, UserType) VALUES (?, ?, ?)",
            "GameMaster",
            "x",
            30,
          )
          const [gm] = yield* inGame(
            "user",
            "SELECT UserNum FROM dbo.UserInfo WHERE UserID = ?",
            "GameMaster",
          )
          const character =
            "INSERT INTO dbo.ChaInfo (UserNum, ChaName, ChaClass, ChaSchool, ChaLevel, ChaMoney, ChaDeleted) VALUES (?, ?, ?, ?, ?, ?, ?)"
          yield* inGame("game", character, owner?.usernum, "Tala", 1, 0, 187, 5000, 0)
          yield* inGame("game", character, owner?.usernum, "Gone", 2, 1, 250, 9000, 1)
          yield* inGame("game", character, gm?.usernum, "GMBuff", 4, 2, 300, 99999, 0)
          const link = yield* linkJobs
          assert.strictEqual(yield* link.characters.refreshCharacters, 3)
          const top = yield* Effect.flatMap(Effect.service(Rankings), (rankings) => rankings.top())
          assert.deepStrictEqual(
            top.toplevel.map((row) => [row.ChaName, row.ChaLevel]),
            [["Tala", 187]],
          )
          assert.deepStrictEqual(
            top.topmoney.map((row) => row.ChaName),
            ["Tala"],
          )
          const profile = yield* Effect.flatMap(Effect.service(Accounts), (accounts) =>
            accounts.profile(player.userNum),
          )
          assert.deepStrictEqual(
            (profile.characters ?? []).map((row) => [row.ChaName, row.ChaLevel]),
            [["Tala", 187]],
          )
          // A character removed from ChaInfo leaves the rankings at the next refresh.
          yield* inGame("game", "DELETE FROM dbo.ChaInfo WHERE ChaName = ?", "Tala")
          yield* link.characters.refreshCharacters
          const after = yield* Effect.flatMap(Effect.service(Rankings), (rankings) => rankings.top())
          assert.deepStrictEqual(after.toplevel, [])
        }),
    )
  })
})
