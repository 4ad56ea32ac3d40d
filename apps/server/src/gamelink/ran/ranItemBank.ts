import { Effect, Layer, Option, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { Currency } from "../../ledger/amounts.ts"
import { StateConflict } from "../../refusals.ts"
import { GameItemBank } from "../GameItemBank.ts"
import { GameNumber } from "../gameRows.ts"
import { gameLinkMessages, itemStateLabel, itemStateLabels } from "../messages.ts"
import { batches, keysBatch } from "../sql/statements.ts"
import { BalanceOperations } from "./BalanceOperations.ts"
import { LinkedGame } from "./LinkedGame.ts"

/** An item's state in the item bank (`itemFlags`). */
const ItemFlagRow = Schema.Struct({ purkey: GameNumber, purflag: GameNumber })

/** A ShopPurchase row the portal wrote, by the purchase it belongs to. */
const PurchaseItem = Schema.Struct({ pur_key: Schema.NumberFromString, purchase_id: Schema.String })

const RefundableItem = Schema.Struct({
  user_num: Schema.Number,
  purchase_id: Schema.String,
  item_name: Schema.String,
  unit_price: Schema.String,
  currency: Currency,
  refunded: Schema.Boolean,
})

/** The game's item bank, RanShop's ShopPurchase: PurFlag 0 waiting, 1 collected, 2 and 3 cancelled. */
export const ranItemBank = Layer.effect(
  GameItemBank,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const game = yield* LinkedGame
    const operations = yield* BalanceOperations
    const { databases, statements, run, read } = game

    /** Each item's PurFlag, read in batches SQL Server accepts. */
    const flagsOf = (purKeys: ReadonlyArray<number>) =>
      Effect.map(
        Effect.forEach(batches(purKeys, keysBatch), (batch) =>
          read(
            databases.shop,
            statements.itemFlags(batch.length),
            Object.fromEntries(batch.map((key, index) => [`purKey${index + 1}`, key])),
            ItemFlagRow,
          ),
        ),
        (answers) => new Map(answers.flat().map((row) => [row.purkey, row.purflag])),
      )

    const itemsOf = SqlSchema.findAll({
      Request: Schema.Struct({ purchaseIds: Schema.Array(Schema.String), onlyUnrefunded: Schema.Boolean }),
      Result: PurchaseItem,
      execute: ({ purchaseIds, onlyUnrefunded }) => sql`
        SELECT pur_key::text AS pur_key, purchase_id::text AS purchase_id FROM game_purchase_items
        WHERE purchase_id IN ${sql.in(purchaseIds)} AND (${!onlyUnrefunded} OR refunded_at IS NULL)
        ORDER BY pur_key`,
    })

    const itemStates = Effect.fn("GameItemBank.itemStates")(function* (purchaseIds: ReadonlyArray<string>) {
      if (purchaseIds.length === 0) return new Map<string, string>()
      const items = yield* Effect.orDie(itemsOf({ purchaseIds, onlyUnrefunded: false }))
      const flags = yield* flagsOf(items.map((item) => item.pur_key))
      const states = new Map<string, string>()
      for (const id of purchaseIds) {
        const labels = items
          .filter((item) => item.purchase_id === String(id))
          .map((item) => itemStateLabel(flags.get(item.pur_key)))
        if (labels.length === 0) {
          // Bought before the link was on: the portal never wrote it to the game.
          states.set(id, itemStateLabels.unlinked)
          continue
        }
        const counts = new Map<string, number>()
        for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1)
        states.set(
          id,
          counts.size === 1
            ? (labels[0] ?? "")
            : [...counts].map(([label, count]) => `${count} ${label.toLowerCase()}`).join(", "),
        )
      }
      return states
    })

    const waitingItems = Effect.fn("GameItemBank.waitingItems")(function* (
      purchaseIds: ReadonlyArray<string>,
    ) {
      const waiting = new Map<string, Array<number>>()
      if (purchaseIds.length === 0) return waiting
      const items = yield* Effect.orDie(itemsOf({ purchaseIds, onlyUnrefunded: true }))
      const flags = yield* flagsOf(items.map((item) => item.pur_key))
      for (const item of items) {
        if (flags.get(item.pur_key) !== 0) continue
        waiting.set(item.purchase_id, [...(waiting.get(item.purchase_id) ?? []), item.pur_key])
      }
      return waiting
    })

    const itemOf = SqlSchema.findOneOption({
      Request: Schema.Number,
      Result: RefundableItem,
      execute: (purKey) => sql`
        SELECT g.user_num, g.purchase_id::text AS purchase_id, i.item_name, p.unit_price::text AS unit_price,
               p.currency, g.refunded_at IS NOT NULL AS refunded
        FROM game_purchase_items g
        JOIN purchases p ON p.id = g.purchase_id
        JOIN shop_items i ON i.product_num = p.product_num
        WHERE g.pur_key = ${purKey}`,
    })

    /** Gives back the price of one cancelled item, exactly once (the operation key is the item's). */
    const refundItem = (purKey: number) =>
      Effect.gen(function* () {
        const found = yield* Effect.orDie(itemOf(purKey))
        if (Option.isNone(found) || found.value.refunded) return false
        const item = found.value
        const link = yield* Effect.orDie(game.linkedOrRefuse(item.user_num))
        const coins = Math.round(Number(item.unit_price))
        return yield* game.withAccountLock(
          item.user_num,
          Effect.gen(function* () {
            yield* operations.recoverAccount(item.user_num, link)
            const opKey = `refund:${purKey}`
            if (Option.isSome(yield* operations.byKey(opKey))) return false
            const before = yield* game.readBalance(link.game_user_num)
            if (before === undefined) return false
            const op = yield* Effect.orDie(
              operations.insert({
                opKey,
                userNum: item.user_num,
                kind: "refund",
                rcoin: item.currency === "rcoin" ? coins : 0,
                milleage: item.currency === "milleage" ? coins : 0,
                state: "charging",
                before,
                purKeys: [{ purKey, productNum: 0 }],
              }),
            )
            return (yield* operations.finish(op, link, true)) === "done"
          }),
        )
      })

    const cancelItem = Effect.fn("GameItemBank.cancelItem")(function* (userNum: number, purKey: number) {
      const found = yield* Effect.orDie(itemOf(purKey))
      if (Option.isNone(found) || found.value.user_num !== userNum) return Option.none()
      const cancelled = yield* run(databases.shop, statements.cancelItem, { purKey, at: yield* game.now })
      if (cancelled.length === 0)
        return yield* new StateConflict({ message: gameLinkMessages.notCancellable })
      // The item is out of the item bank now; a refund the game did not answer is not lost: the
      // upkeep round refunds every cancelled item not refunded yet, exactly once.
      const refunded = yield* refundItem(purKey).pipe(
        Effect.catchTag("GameUnavailable", (error) =>
          Effect.as(
            Effect.logWarning(`Refund of cancelled item ${purKey} left to the upkeep round`, error),
            false,
          ),
        ),
      )
      const { purchase_id, item_name, unit_price, currency } = found.value
      return Option.some({
        purchaseId: Number(purchase_id),
        itemName: item_name,
        unitPrice: unit_price,
        currency,
        refunded,
      })
    })

    const openItems = SqlSchema.findAll({
      Request: Schema.Void,
      Result: Schema.Struct({ pur_key: Schema.NumberFromString }),
      execute: () =>
        sql`SELECT pur_key::text AS pur_key FROM game_purchase_items WHERE refunded_at IS NULL ORDER BY pur_key`,
    })

    const refundCancelled = Effect.gen(function* () {
      const open = yield* Effect.orDie(openItems(undefined))
      const flags = yield* flagsOf(open.map((row) => row.pur_key))
      let refunded = 0
      for (const { pur_key } of open) {
        if (flags.get(pur_key) === 3 && (yield* refundItem(pur_key))) refunded += 1
      }
      return refunded
    }).pipe(Effect.withSpan("GameItemBank.refundCancelled"))

    return GameItemBank.of({ itemStates, waitingItems, cancelItem, refundCancelled })
  }),
)
