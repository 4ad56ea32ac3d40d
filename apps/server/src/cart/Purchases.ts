import { Array as Arr, Context, Effect, Layer, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { Changes } from "../cache/Changes.ts"
import { gameLinkMessages } from "../gamelink/messages.ts"
import { type PricedLine, type PurchaseAnswer, Wallet } from "../gamelink/Wallet.ts"
import { centsOf, ledgerCurrencyOfSection } from "../ledger/amounts.ts"
import { boundedKey } from "../ledger/Idempotency.ts"
import { NotAvailable, type StateConflict } from "../refusals.ts"

export const purchaseMessages = {
  /**
   * Without a game link nothing reaches the game, so the answer says the items wait for it; with the
   * link, the wallet answers that they wait in the item bank.
   */
  bought: gameLinkMessages.boughtUnlinked,
  insufficient: gameLinkMessages.insufficient,
  notSold: "This item is not sold in the shop.",
  notInCart: "An item you chose is no longer in your cart. Please refresh your cart.",
} as const

interface Line {
  readonly productNum: number
  readonly quantity: number
}

const ProductPrice = Schema.Struct({
  product_num: Schema.Number,
  game_product_num: Schema.Number,
  price: Schema.String,
  section: Schema.Number,
})

const CartLine = Schema.Struct({ productNum: Schema.Number, quantity: Schema.Number })

/**
 * Buying: prices come from the shop table, never from the request, and the wallet (the portal's
 * balances, or the game's with the game link) pays exactly once per key. A cart purchase is all or
 * nothing; the same rows bought twice at once are bought once (row numbers are never reused).
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
      const wallet = yield* Wallet
      const changes = yield* Changes

      const prices = SqlSchema.findAll({
        Request: Schema.Array(Schema.Number),
        Result: ProductPrice,
        execute: (productNums) => sql`
          SELECT i.product_num, COALESCE(i.game_product_num, i.product_num) AS game_product_num, i.price::text AS price,
                 i.section
          FROM shop_items i JOIN shop_categories c ON c.id = i.category_id
          WHERE i.product_num IN ${sql.in(productNums)} AND i.is_listed AND c.is_active`,
      })

      /** Each line at the shop's price today; an item no longer sold refuses the whole purchase. */
      const priced = (lines: Arr.NonEmptyReadonlyArray<Line>) =>
        Effect.gen(function* () {
          const found = new Map(
            (yield* Effect.orDie(prices(lines.map((line) => line.productNum)))).map((p) => [
              p.product_num,
              p,
            ]),
          )
          const result: Array<PricedLine> = []
          for (const line of lines) {
            const product = found.get(line.productNum)
            if (product === undefined) return yield* new NotAvailable({ message: purchaseMessages.notSold })
            result.push({
              productNum: line.productNum,
              gameProductNum: product.game_product_num,
              quantity: line.quantity,
              unitCents: centsOf(product.price),
              currency: ledgerCurrencyOfSection(product.section),
            })
          }
          return result as unknown as Arr.NonEmptyReadonlyArray<PricedLine>
        })

      const buyItem = Effect.fn("Purchases.buyItem")(function* (input: {
        readonly userNum: number
        readonly productNum: number
        readonly idempotencyKey: string | undefined
      }) {
        const answer = yield* wallet.buy({
          userNum: input.userNum,
          key: input.idempotencyKey,
          request: `buyItem ${input.productNum}`,
          lines: priced([{ productNum: input.productNum, quantity: 1 }]),
          settle: Effect.void,
        })
        // Top sales change on every instance soon after the purchase stands (Changes.announceSoon).
        yield* changes.announceSoon("sales")
        return answer
      })

      // Locking the rows makes a second purchase of the same rows wait, then find them gone.
      const cartLines = SqlSchema.findAll({
        Request: Schema.Struct({ userNum: Schema.Number, seqs: Schema.Array(Schema.Number) }),
        Result: CartLine,
        execute: ({ userNum, seqs }) => sql`
          SELECT product_num AS "productNum", quantity FROM cart_rows
          WHERE user_num = ${userNum} AND seq IN ${sql.in(seqs)} ORDER BY seq FOR UPDATE`,
      })

      const buyCartRows = Effect.fn("Purchases.buyCartRows")(function* (input: {
        readonly userNum: number
        readonly seqs: ReadonlyArray<number>
        readonly idempotencyKey: string | undefined
      }) {
        const seqs = [...new Set(input.seqs)].sort((a, b) => a - b)
        const { userNum } = input
        const lines = Effect.gen(function* () {
          const rows = seqs.length === 0 ? [] : yield* Effect.orDie(cartLines({ userNum, seqs }))
          if (rows.length !== seqs.length || !Arr.isReadonlyArrayNonEmpty(rows)) {
            return yield* new NotAvailable({ message: purchaseMessages.notInCart })
          }
          return yield* priced(rows)
        })
        const answer = yield* wallet.buy({
          userNum,
          key: input.idempotencyKey,
          identity: boundedKey(`cart:${seqs.join(",")}`),
          request: `buyCartItem ${seqs.join(",")}`,
          lines,
          settle: Effect.orDie(
            Effect.asVoid(sql`DELETE FROM cart_rows WHERE user_num = ${userNum} AND seq IN ${sql.in(seqs)}`),
          ),
        })
        yield* changes.announceSoon("sales")
        return answer
      })

      return Purchases.of({ buyItem, buyCartRows })
    }),
  ).pipe(Layer.provide(Changes.layer))
}
