import { assert, describe, layer } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { AccountSettings } from "../src/accounts/AccountSettings.ts"
import { IpWhitelist } from "../src/accounts/IpWhitelist.ts"
import { accountServices } from "../src/accounts/layer.ts"
import { PlayerAdmin } from "../src/accounts/PlayerAdmin.ts"
import { PlayerRecords } from "../src/accounts/PlayerRecords.ts"
import { playerAdminMessages } from "../src/accounts/playerAdminMessages.ts"
import { playerAdminServices } from "../src/accounts/playerAdminServices.ts"
import { Sessions } from "../src/accounts/Sessions.ts"
import { Purchases } from "../src/cart/Purchases.ts"
import { GameDatabases } from "../src/gamelink/GameDatabases.ts"
import { GameItemBank } from "../src/gamelink/GameItemBank.ts"
import { GameLinkConsole, gameLinkConsoleMessages } from "../src/gamelink/GameLinkConsole.ts"
import { GameReconciliation } from "../src/gamelink/GameReconciliation.ts"
import { ranGameLink } from "../src/gamelink/layer.ts"
import { gameLinkMessages, itemStateLabels } from "../src/gamelink/messages.ts"
import { defaultRanLink, GameLinkSettings, type RanLinkSettings } from "../src/gamelink/settings.ts"
import { economyServicesWith } from "../src/ledger/economyServices.ts"
import { RateLimiter } from "../src/security/RateLimiter.ts"
import { AuditLog } from "../src/staff/AuditLog.ts"
import { freshGameDatabases, inGame, linkedPlayer, withCuts } from "./support/gameDatabases.ts"
import { MigratedDatabase } from "./support/layers.ts"
import { auditCount, latestAudit } from "./support/staff.ts"

/**
 * The staff console over the RAN game link, against PostgreSQL databases laid out like RanUser,
 * RanGame1 and RanShop: whitelist approvals reach IPInfo, staff cancel items in the item bank, and
 * the game link page's report and acknowledgement. Every value asserted is known in advance.
 */

/** Set by a test: RanUser's next run of the statement it names fails before it reaches the database. */
let cutNext: string | undefined

const gameDatabases = Layer.unwrap(
  Effect.map(freshGameDatabases, (targets) => {
    const settings = defaultRanLink(targets)
    const connected = Effect.map(Effect.orDie(GameDatabases.connect(settings)), (databases) =>
      GameDatabases.of({
        ...databases,
        user: withCuts(databases.user, (statement) => {
          if (cutNext !== statement) return undefined
          cutNext = undefined
          return { statement, when: "before" }
        }),
      }),
    )
    return Layer.effect(GameDatabases, connected).pipe(Layer.provideMerge(GameLinkSettings.make(settings)))
  }),
)

const gameLink = Layer.unwrap(
  Effect.map(Effect.service(GameLinkSettings), (settings) => ranGameLink(settings as RanLinkSettings)),
)

const services = Layer.mergeAll(playerAdminServices, GameLinkConsole.layer).pipe(
  Layer.provideMerge(
    Layer.mergeAll(
      accountServices(AccountSettings.make(), gameLink),
      economyServicesWith(gameLink),
      AuditLog.layer,
    ),
  ),
  Layer.provideMerge(Layer.mergeAll(Sessions.layer, RateLimiter.layer)),
  Layer.provideMerge(gameDatabases),
  Layer.provideMerge(MigratedDatabase),
)

/** The administrator acting in these tests (an account of its own, so audit rows name it). */
const administrator = Effect.map(linkedPlayer("console", 0), (account) => ({
  UserNum: account.userNum,
  UserID: account.userId,
  // Acting as an administrator: the players it acts on stand below it (staff/StaffStanding.ts).
  UserType: 20,
}))

let items = 0
/** A shop item priced in R-Coin, bought once by the player; its name and the game's PurKey. */
const boughtItem = (userNum: number, userId: string, price: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    items += 1
    const itemName = `Console item ${items}`
    const [category] = yield* sql<{ id: number }>`
      INSERT INTO shop_categories (category_name) VALUES ('Console lot') RETURNING id`
    const [item] = yield* sql<{ product_num: number }>`
      INSERT INTO shop_items (category_id, item_name, price, section, game_product_num)
      VALUES (${category?.id ?? 0}, ${itemName}, ${price}, 2, ${8000 + items}) RETURNING product_num`
    yield* Effect.flatMap(Effect.service(Purchases), (purchases) =>
      purchases.buyItem({ userNum, productNum: item?.product_num ?? 0, idempotencyKey: `buy${items}` }),
    )
    const rows = yield* inGame(
      "shop",
      "SELECT PurKey FROM dbo.ShopPurchase WHERE UserUID = ? ORDER BY PurKey DESC",
      userId,
    )
    return { itemName, purKey: Number(rows[0]?.purkey) }
  }).pipe(Effect.orDie)

const purFlag = (purKey: number) =>
  Effect.map(inGame("shop", "SELECT PurFlag FROM dbo.ShopPurchase WHERE PurKey = ?", purKey), (rows) =>
    Number(rows[0]?.purflag),
  )

const gamePoints = (userId: string) =>
  Effect.map(inGame("user", "SELECT UserPoint FROM dbo.UserInfo WHERE UserID = ?", userId), (rows) =>
    Number(rows[0]?.userpoint),
  )

const ipRows = (userId: string) =>
  inGame(
    "user",
    "SELECT i.IpAddress, i.UseAvailable FROM dbo.IPInfo i JOIN dbo.UserInfo u ON u.UserNum = i.UserNum WHERE u.UserID = ?",
    userId,
  )

const ledgerRows = (userNum: number) =>
  Effect.flatMap(Effect.service(SqlClient.SqlClient), (sql) =>
    Effect.map(
      sql<{ delta: string; reason: string }>`
        SELECT delta::text AS delta, reason FROM balance_ledger
        WHERE user_num = ${userNum} AND currency = 'rcoin' ORDER BY id`,
      (rows) => rows.map((row) => [Number(row.delta), row.reason]),
    ),
  ).pipe(Effect.orDie)

/** The player's pending whitelist request for the address, as a player would have asked. */
const requested = (userNum: number, address: string) =>
  Effect.gen(function* () {
    yield* Effect.orDie(
      Effect.flatMap(Effect.service(IpWhitelist), (whitelist) => whitelist.request(userNum, address)),
    )
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* Effect.orDie(sql<{ id: number }>`
      SELECT id FROM ip_whitelist_requests WHERE user_num = ${userNum} AND ip_address = ${address}`)
    return row?.id ?? 0
  })

const requestStatus = (id: number) =>
  Effect.flatMap(Effect.service(SqlClient.SqlClient), (sql) =>
    Effect.map(sql<{ status: string }>`SELECT status FROM ip_whitelist_requests WHERE id = ${id}`, (rows) =>
      String(rows[0]?.status),
    ),
  ).pipe(Effect.orDie)

describe("the staff console over the RAN game link", () => {
  layer(services, { timeout: 120_000 })((it) => {
    it.effect("approving a whitelist request writes the game's IPInfo row with its audit row", () =>
      Effect.gen(function* () {
        const staff = yield* administrator
        const player = yield* linkedPlayer("console", 0)
        const id = yield* requested(player.userNum, "203.0.113.45")
        const admin = yield* PlayerAdmin
        const before = yield* auditCount
        const message = yield* admin.decideWhitelist(staff, id, "approve")
        assert.strictEqual(message, playerAdminMessages.approved(player.userId, "203.0.113.45"))
        assert.deepStrictEqual(yield* ipRows(player.userId), [{ ipaddress: "203.0.113.45", useavailable: 1 }])
        assert.strictEqual(yield* requestStatus(id), "approved")
        assert.strictEqual(yield* auditCount, before + 1)
        assert.strictEqual((yield* latestAudit())[0]?.action, "whitelist.approve")
      }),
    )

    it.effect("an address longer than the game's column is refused and the decision is not recorded", () =>
      Effect.gen(function* () {
        const staff = yield* administrator
        const player = yield* linkedPlayer("console", 0)
        const id = yield* requested(player.userNum, "2001:db8:85a3::8a2e:370:7334")
        const admin = yield* PlayerAdmin
        const before = yield* auditCount
        const refused = yield* Effect.flip(admin.decideWhitelist(staff, id, "approve"))
        assert.strictEqual(refused._tag, "InputRefused")
        assert.strictEqual(refused.message, gameLinkMessages.ipTooLong)
        assert.strictEqual(yield* requestStatus(id), "pending")
        assert.deepStrictEqual(yield* ipRows(player.userId), [])
        assert.strictEqual(yield* auditCount, before)
        // A rejection never reaches the game, so it is recorded as usual.
        yield* admin.decideWhitelist(staff, id, "reject")
        assert.strictEqual(yield* requestStatus(id), "rejected")
        assert.strictEqual(yield* auditCount, before + 1)
      }),
    )

    it.effect("an approval the game does not answer is a conflict and leaves the request pending", () =>
      Effect.gen(function* () {
        const staff = yield* administrator
        const player = yield* linkedPlayer("console", 0)
        const id = yield* requested(player.userNum, "203.0.113.46")
        const admin = yield* PlayerAdmin
        const before = yield* auditCount
        cutNext = "enableAddress"
        const refused = yield* Effect.flip(admin.decideWhitelist(staff, id, "approve"))
        assert.strictEqual(refused._tag, "StateConflict")
        assert.strictEqual(refused.message, gameLinkMessages.unavailable)
        assert.strictEqual(yield* requestStatus(id), "pending")
        assert.strictEqual(yield* auditCount, before)
        // Asked again once the game answers, the approval goes through.
        yield* admin.decideWhitelist(staff, id, "approve")
        assert.deepStrictEqual(yield* ipRows(player.userId), [{ ipaddress: "203.0.113.46", useavailable: 1 }])
      }),
    )

    it.effect("an item waiting in the item bank is cancelled once, with one refund and one audit row", () =>
      Effect.gen(function* () {
        const staff = yield* administrator
        const player = yield* linkedPlayer("console", 10)
        const { itemName, purKey } = yield* boughtItem(player.userNum, player.userId, "3.00")
        assert.strictEqual(yield* gamePoints(player.userId), 7)
        const records = yield* PlayerRecords
        const [waiting] = (yield* records.record(staff, player.userId)).purchases.newest
        assert.strictEqual(waiting?.gameState, itemStateLabels[0])
        assert.deepStrictEqual(waiting?.waitingItems, [purKey])

        const admin = yield* PlayerAdmin
        const before = yield* auditCount
        const message = yield* admin.cancelItem(staff, player.userId, purKey)
        assert.strictEqual(message, playerAdminMessages.itemCancelled(player.userId, itemName, "3.00 R-Coin"))
        assert.strictEqual(yield* purFlag(purKey), 3)
        assert.strictEqual(yield* gamePoints(player.userId), 10)
        assert.deepStrictEqual(yield* ledgerRows(player.userNum), [
          [10, "game_sync"],
          [-3, "purchase"],
          [3, "refund"],
        ])
        assert.strictEqual(yield* auditCount, before + 1)
        const [row] = yield* latestAudit()
        assert.strictEqual(row?.action, "purchase.cancel")
        assert.strictEqual(row?.staff_user_id, staff.UserID)
        assert.deepInclude(row?.before as object, { purKey, item: itemName, purFlag: 0 })
        assert.deepInclude(row?.after as object, { purKey, purFlag: 3, currency: "rcoin" })

        const [cancelled] = (yield* records.record(staff, player.userId)).purchases.newest
        assert.strictEqual(cancelled?.gameState, itemStateLabels[3])
        assert.deepStrictEqual(cancelled?.waitingItems, [])

        // The second cancel finds the item cancelled: a conflict, no second refund, no audit row.
        const again = yield* Effect.flip(admin.cancelItem(staff, player.userId, purKey))
        assert.strictEqual(again._tag, "StateConflict")
        assert.strictEqual(again.message, gameLinkMessages.notCancellable)
        assert.strictEqual(yield* gamePoints(player.userId), 10)
        assert.lengthOf(yield* ledgerRows(player.userNum), 3)
        assert.strictEqual(yield* auditCount, before + 1)
      }),
    )

    it.effect("a refund the game does not answer is made once by the upkeep round; the cancel stands", () =>
      Effect.gen(function* () {
        const staff = yield* administrator
        const player = yield* linkedPlayer("console", 6)
        const { itemName, purKey } = yield* boughtItem(player.userNum, player.userId, "4.00")
        const before = yield* auditCount
        // The refund's first word to RanUser is reading the balance: that is where the game goes quiet.
        cutNext = "balance"
        const message = yield* (yield* PlayerAdmin).cancelItem(staff, player.userId, purKey)
        assert.strictEqual(
          message,
          playerAdminMessages.itemCancelledRefundLater(player.userId, itemName, "4.00 R-Coin"),
        )
        assert.strictEqual(yield* purFlag(purKey), 3)
        assert.strictEqual(yield* gamePoints(player.userId), 2)
        assert.strictEqual(yield* auditCount, before + 1)
        assert.deepInclude((yield* latestAudit())[0]?.after as object, { purFlag: 3, refunded: false })

        const itemBank = yield* GameItemBank
        assert.strictEqual(yield* itemBank.refundCancelled, 1)
        assert.strictEqual(yield* itemBank.refundCancelled, 0)
        assert.strictEqual(yield* gamePoints(player.userId), 6)
        assert.deepStrictEqual((yield* ledgerRows(player.userNum)).slice(-2), [
          [-4, "purchase"],
          [4, "refund"],
        ])
      }),
    )

    it.effect("an item the player collected (PurFlag 1) cannot be cancelled", () =>
      Effect.gen(function* () {
        const staff = yield* administrator
        const player = yield* linkedPlayer("console", 5)
        const { purKey } = yield* boughtItem(player.userNum, player.userId, "2.00")
        yield* inGame("shop", "UPDATE dbo.ShopPurchase SET PurFlag = 1 WHERE PurKey = ?", purKey)
        const [collected] = (yield* (yield* PlayerRecords).record(staff, player.userId)).purchases.newest
        assert.strictEqual(collected?.gameState, itemStateLabels[1])
        assert.deepStrictEqual(collected?.waitingItems, [])

        const before = yield* auditCount
        const refused = yield* Effect.flip((yield* PlayerAdmin).cancelItem(staff, player.userId, purKey))
        assert.strictEqual(refused._tag, "StateConflict")
        assert.strictEqual(refused.message, gameLinkMessages.notCancellable)
        assert.strictEqual(yield* purFlag(purKey), 1)
        assert.strictEqual(yield* gamePoints(player.userId), 3)
        assert.strictEqual(yield* auditCount, before)
      }),
    )

    it.effect("an item of another player is not found, and stays in the item bank", () =>
      Effect.gen(function* () {
        const staff = yield* administrator
        const owner = yield* linkedPlayer("console", 5)
        const other = yield* linkedPlayer("console", 0)
        const { purKey } = yield* boughtItem(owner.userNum, owner.userId, "1.00")
        const refused = yield* Effect.flip((yield* PlayerAdmin).cancelItem(staff, other.userId, purKey))
        assert.strictEqual(refused._tag, "NotAvailable")
        assert.strictEqual(refused.message, playerAdminMessages.noSuchItem(other.userId))
        assert.strictEqual(yield* purFlag(purKey), 0)
      }),
    )

    it.effect("the game link page reports balances moved in the game until staff acknowledge them", () =>
      Effect.gen(function* () {
        const staff = yield* administrator
        const player = yield* linkedPlayer("console", 0)
        const console = yield* GameLinkConsole
        yield* (yield* GameReconciliation).acknowledgeBalances
        yield* inGame("user", "UPDATE dbo.UserInfo SET UserPoint = 25 WHERE UserID = ?", player.userId)

        const report = yield* console.report
        assert.strictEqual(report.link, "ran")
        assert.deepStrictEqual(report.movedOutside, [
          { userNum: player.userNum, userId: player.userId, currency: "rcoin", portal: 0, game: 25 },
        ])
        assert.deepStrictEqual(report.unfinished, [])

        const before = yield* auditCount
        const answer = yield* console.acknowledge(staff)
        assert.deepStrictEqual(answer, { message: gameLinkConsoleMessages.acknowledged(1), changed: 1 })
        assert.strictEqual(yield* auditCount, before + 1)
        const [row] = yield* latestAudit()
        assert.strictEqual(row?.action, "gamelink.acknowledge")
        assert.deepStrictEqual(row?.after, { changed: 1 })
        assert.deepStrictEqual((yield* console.report).movedOutside, [])
        assert.deepStrictEqual(yield* ledgerRows(player.userNum), [[25, "game_sync"]])
      }),
    )
  })
})
