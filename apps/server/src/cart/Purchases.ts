import { Array as Arr, Clock, Context, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import { Changes } from "../cache/Changes.ts"
import { GameLink, type GamePurchaseLine } from "../gamelink/GameLink.ts"
import { gameLinkMessages } from "../gamelink/messages.ts"
import {
  type BalancesAnswer,
  centsOf,
  currencyOfSection,
  maxAmountCents,
  numericOf,
} from "../ledger/amounts.ts"
import { Idempotency } from "../ledger/Idempotency.ts"
import { Ledger } from "../ledger/Ledger.ts"
import { NotAvailable, StateConflict } from "../refusals.ts"

export const purchaseMessages = {
  /**
   * Without a game link nothing reaches the game, so the answer says the items wait for it; with the
   * link, GameLink answers that they wait in the item bank.
   */
  bought: gameLinkMessages.boughtUnlinked,
  insufficient: "Insufficient balance: you do not have enough R-Coin or Milleage for this purchase.",
  notSold: "This item is not sold in the shop.",
  notInCart: "An item you chose is no longer in your cart. Please refresh your cart.",
} as const

/** The answer of POST /buyitem and POST /buycartitem. */
export interface PurchaseAnswer extends BalancesAnswer {
  readonly message: string
}

interface Line {
  readonly productNum: number
  readonly quantity: number
}

interface ProductPrice {
  readonly product_num: number
  readonly game_product_num: number
  readonly price: string
  readonly section: number
}

/**
 * Buying: prices come from the shop table, never from the request. Each purchase is one
 * transaction: the purchase rows (pending delivery, for the operator), one conditional update of the
 * balances that cannot overdraw, and their ledger rows. A cart purchase is all or nothing.
 */
export class Purchases extends Context.Service<
  Purchases,
  {
    readonly buyItem: (input: {
      readonly userNum: number
      readonly productNum: number
      readonly idempotencyKey: string | undefined
    }) => Effect.Effect<PurchaseAnswer, NotAvailable | StateConflict>
    readonly buyCartRows: (input: {
      readonly userNum: number
      readonly seqs: ReadonlyArray<number>
      readonly idempotencyKey: string | undefined
    }) => Effect.Effect<PurchaseAnswer, NotAvailable | StateConflict>
  }
>()("gatehouse/server/Purchases") {
  static readonly layer = Layer.effect(
    Purchases,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const ledger = yield* Ledger
      const idempotency = yield* Idempotency
      const changes = yield* Changes
      const gameLink = yield* GameLink

      const prices = (productNums: ReadonlyArray<number>) =>
        sql<ProductPrice>`
          SELECT i.product_num, COALESCE(i.game_product_num, i.product_num) AS game_product_num, i.price, i.section
          FROM shop_items i JOIN shop_categories c ON c.id = i.category_id
          WHERE i.product_num IN ${sql.in(productNums)} AND i.is_listed AND c.is_active`.pipe(Effect.orDie)

      const charge = (userNum: number, lines: Arr.NonEmptyReadonlyArray<Line>) =>
        Effect.gen(function* () {
          const found = new Map(
            (yield* prices(lines.map((line) => line.productNum))).map((p) => [p.product_num, p]),
          )
          const now = new Date(yield* Clock.currentTimeMillis)
          const rows: Array<Record<string, unknown>> = []
          for (const line of lines) {
            const product = found.get(line.productNum)
            if (product === undefined) return yield* new NotAvailable({ message: purchaseMessages.notSold })
            const total = centsOf(product.price) * line.quantity
            // More than any balance can hold: refused like any unaffordable purchase, not stored.
            if (total > maxAmountCents)
              return yield* new StateConflict({ message: purchaseMessages.insufficient })
            rows.push({
              user_num: userNum,
              product_num: line.productNum,
              quantity: line.quantity,
              unit_price: product.price,
              total_price: numericOf(total),
              currency: currencyOfSection(product.section),
              delivery_status: "pending",
              purchased_at: now,
            })
          }
          if (!Arr.isReadonlyArrayNonEmpty(rows))
            return yield* new NotAvailable({ message: purchaseMessages.notSold })
          const bought = yield* Effect.orDie(sql<{
            id: string
            currency: "rcoin" | "milleage"
            total_price: string
          }>`
            INSERT INTO purchases ${sql.insert(rows)} RETURNING id, currency, total_price`)
          // Top sales change on every instance once the purchase commits (and never if it fails).
          yield* changes.announce("sales")
          const balances = yield* ledger.post(
            userNum,
            bought.map((purchase) => ({
              currency: purchase.currency,
              cents: -centsOf(purchase.total_price),
              reason: "purchase" as const,
              purchaseId: purchase.id,
              at: now,
            })),
          )
          // Failing here rolls back the purchase rows written above: nothing is charged or recorded.
          if (Option.isNone(balances))
            return yield* new StateConflict({ message: purchaseMessages.insufficient })
          return { message: purchaseMessages.bought, ...balances.value } satisfies PurchaseAnswer
        })

      /**
       * With the game link the game's balance pays and its item bank receives: GameLink makes that
       * exactly once per idempotency key with steps of its own, so no portal transaction is held here.
       */
      const buyInGame = (userNum: number, lines: Arr.NonEmptyReadonlyArray<Line>, key: string | undefined) =>
        Effect.gen(function* () {
          const found = new Map(
            (yield* prices(lines.map((line) => line.productNum))).map((p) => [p.product_num, p]),
          )
          const priced: Array<GamePurchaseLine> = []
          for (const line of lines) {
            const product = found.get(line.productNum)
            if (product === undefined) return yield* new NotAvailable({ message: purchaseMessages.notSold })
            priced.push({
              productNum: line.productNum,
              gameProductNum: product.game_product_num,
              quantity: line.quantity,
              unitCents: centsOf(product.price),
              currency: currencyOfSection(product.section),
            })
          }
          const answer = yield* gameLink
            .purchase({ userNum, opKey: key, lines: priced })
            .pipe(
              Effect.catchTag("GameUnavailable", (error) => new StateConflict({ message: error.message })),
            )
          yield* changes.announce("sales")
          return answer satisfies PurchaseAnswer
        })

      const buyItem = Effect.fn("Purchases.buyItem")(function* (input: {
        readonly userNum: number
        readonly productNum: number
        readonly idempotencyKey: string | undefined
      }) {
        if (gameLink.kind === "ran") {
          return yield* buyInGame(
            input.userNum,
            [{ productNum: input.productNum, quantity: 1 }],
            input.idempotencyKey,
          )
        }
        return yield* idempotency.once({
          userNum: input.userNum,
          key: input.idempotencyKey,
          request: `buyItem ${input.productNum}`,
          run: charge(input.userNum, [{ productNum: input.productNum, quantity: 1 }]),
        })
      })

      const buyCartRows = Effect.fn("Purchases.buyCartRows")(function* (input: {
        readonly userNum: number
        readonly seqs: ReadonlyArray<number>
        readonly idempotencyKey: string | undefined
      }) {
        const seqs = [...new Set(input.seqs)].sort((a, b) => a - b)
        if (gameLink.kind === "ran") {
          const cartRows = yield* Effect.orDie(sql<{ product_num: number; quantity: number }>`
            SELECT product_num, quantity FROM cart_rows
            WHERE user_num = ${input.userNum} AND seq IN ${sql.in(seqs.length === 0 ? [0] : seqs)} ORDER BY seq`)
          const lines = cartRows.map((row) => ({ productNum: row.product_num, quantity: row.quantity }))
          if (cartRows.length !== seqs.length || !Arr.isReadonlyArrayNonEmpty(lines)) {
            return yield* new NotAvailable({ message: purchaseMessages.notInCart })
          }
          // Without a key, the rows themselves are the purchase's identity: two requests buying the
          // same cart rows at once are one purchase (row numbers are never reused).
          const answer = yield* buyInGame(
            input.userNum,
            lines,
            input.idempotencyKey ?? `cart:${seqs.join(",")}`,
          )
          yield* Effect.orDie(
            sql`DELETE FROM cart_rows WHERE user_num = ${input.userNum} AND seq IN ${sql.in(seqs)}`,
          )
          return answer
        }
        const run = Effect.gen(function* () {
          if (seqs.length === 0) return yield* new NotAvailable({ message: purchaseMessages.notInCart })
          // Locking the rows makes a second purchase of the same rows wait, then find them gone.
          const cartRows = yield* Effect.orDie(sql<{ seq: number; product_num: number; quantity: number }>`
            SELECT seq, product_num, quantity FROM cart_rows
            WHERE user_num = ${input.userNum} AND seq IN ${sql.in(seqs)}
            ORDER BY seq FOR UPDATE`)
          const lines = cartRows.map((row) => ({ productNum: row.product_num, quantity: row.quantity }))
          if (cartRows.length !== seqs.length || !Arr.isReadonlyArrayNonEmpty(lines)) {
            return yield* new NotAvailable({ message: purchaseMessages.notInCart })
          }
          const answer = yield* charge(input.userNum, lines)
          yield* Effect.orDie(
            sql`DELETE FROM cart_rows WHERE user_num = ${input.userNum} AND seq IN ${sql.in(seqs)}`,
          )
          return answer
        })
        return yield* idempotency.once({
          userNum: input.userNum,
          key: input.idempotencyKey,
          request: `buyCartItem ${seqs.join(",")}`,
          run,
        })
      })

      return Purchases.of({ buyItem, buyCartRows })
    }),
  ).pipe(Layer.provide(Changes.layer))
}
