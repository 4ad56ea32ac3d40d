import { CartItem, CartRow } from "@gatehouse/domain"
import { Context, Effect, Layer, Schema, SchemaTransformation } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { amount, flag } from "../database/columns.ts"
import { InputRefused, NotAvailable } from "../refusals.ts"

/** The most of one item a cart row may hold (the table's own limit). */
export const maxCartQuantity = 99

export const cartMessages = {
  added: "Item added to your cart.",
  quantityChanged: "Quantity updated.",
  checkToggled: "Selection updated.",
  removed: "Item removed from your cart.",
  notSold: "This item is not sold in the shop.",
  noSuchRow: "This item is not in your cart.",
  quantityRange: `The quantity must stay between 1 and ${maxCartQuantity}.`,
} as const

/** A cart row joined with its item, its columns named as the cart row and its item name them. */
const CartRecord = Schema.Struct({
  seq: Schema.Finite,
  quantity: Schema.Finite,
  isChecked: flag,
  ...CartItem.fields,
  price: amount,
}).pipe(
  Schema.decodeTo(
    CartRow,
    SchemaTransformation.transform({
      decode: ({ seq, quantity, isChecked, ...shopitem }) => ({ seq, quantity, isChecked, shopitem }),
      encode: ({ shopitem, ...row }) => ({ ...row, ...shopitem }),
    }),
  ),
)

/** A row is named by its seq and product together; both must match a row of the player's own. */
interface RowRef {
  readonly userNum: number
  readonly seq: number
  readonly productNum: number
}

/**
 * The signed-in player's cart. Every query is bound to the player's own number, so no request can
 * read or change another player's rows, whatever it names.
 */
export class Cart extends Context.Service<
  Cart,
  {
    readonly rows: (userNum: number) => Effect.Effect<ReadonlyArray<CartRow>>
    readonly add: (userNum: number, productNum: number) => Effect.Effect<string, NotAvailable>
    readonly changeQuantity: (
      row: RowRef,
      change: 1 | -1,
    ) => Effect.Effect<string, NotAvailable | InputRefused>
    readonly toggleCheck: (row: RowRef) => Effect.Effect<string, NotAvailable>
    readonly remove: (row: RowRef) => Effect.Effect<string, NotAvailable>
  }
>()("gatehouse/server/Cart") {
  static readonly layer = Layer.effect(
    Cart,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      const findRows = SqlSchema.findAll({
        Request: Schema.Finite,
        Result: CartRecord,
        execute: (userNum) => sql`
          SELECT r.seq, r.quantity, r.is_checked AS "isChecked", i.product_num AS "ProductNum",
                 i.item_name AS "ItemName", i.price, i.image_url, i.section, i.description
          FROM cart_rows r JOIN shop_items i ON i.product_num = r.product_num
          WHERE r.user_num = ${userNum}
          ORDER BY r.created_at, r.seq`,
      })

      const rows = Effect.fn("Cart.rows")((userNum: number) => findRows(userNum), Effect.orDie)

      const add = Effect.fn("Cart.add")(function* (userNum: number, productNum: number) {
        // Adding what is already in the cart adds one more, up to the row's limit.
        const added = yield* Effect.orDie(sql`
          INSERT INTO cart_rows (user_num, product_num, quantity)
          SELECT ${userNum}, i.product_num, 1
          FROM shop_items i JOIN shop_categories c ON c.id = i.category_id
          WHERE i.product_num = ${productNum} AND i.is_listed AND c.is_active
          ON CONFLICT (user_num, product_num)
          DO UPDATE SET quantity = LEAST(cart_rows.quantity + 1, ${maxCartQuantity})
          RETURNING seq`)
        if (added.length === 0) return yield* new NotAvailable({ message: cartMessages.notSold })
        return cartMessages.added
      })

      const rowExists = (row: RowRef) =>
        Effect.orDie(sql`
          SELECT 1 FROM cart_rows
          WHERE seq = ${row.seq} AND user_num = ${row.userNum} AND product_num = ${row.productNum}`).pipe(
          Effect.map((found) => found.length > 0),
        )

      const changeQuantity = Effect.fn("Cart.changeQuantity")(function* (row: RowRef, change: 1 | -1) {
        // The bounds are part of the update, so racing clicks can never take it below 1.
        const changed = yield* Effect.orDie(sql`
          UPDATE cart_rows SET quantity = quantity + ${change}
          WHERE seq = ${row.seq} AND user_num = ${row.userNum} AND product_num = ${row.productNum}
            AND quantity + ${change} BETWEEN 1 AND ${maxCartQuantity}
          RETURNING seq`)
        if (changed.length > 0) return cartMessages.quantityChanged
        if (!(yield* rowExists(row))) return yield* new NotAvailable({ message: cartMessages.noSuchRow })
        return yield* new InputRefused({
          message: cartMessages.quantityRange,
          errors: { quantityChange: [cartMessages.quantityRange] },
        })
      })

      const toggleCheck = Effect.fn("Cart.toggleCheck")(function* (row: RowRef) {
        const toggled = yield* Effect.orDie(sql`
          UPDATE cart_rows SET is_checked = NOT is_checked
          WHERE seq = ${row.seq} AND user_num = ${row.userNum} AND product_num = ${row.productNum}
          RETURNING seq`)
        if (toggled.length === 0) return yield* new NotAvailable({ message: cartMessages.noSuchRow })
        return cartMessages.checkToggled
      })

      const remove = Effect.fn("Cart.remove")(function* (row: RowRef) {
        const removed = yield* Effect.orDie(sql`
          DELETE FROM cart_rows
          WHERE seq = ${row.seq} AND user_num = ${row.userNum} AND product_num = ${row.productNum}
          RETURNING seq`)
        if (removed.length === 0) return yield* new NotAvailable({ message: cartMessages.noSuchRow })
        return cartMessages.removed
      })

      return Cart.of({ rows, add, changeQuantity, toggleCheck, remove })
    }),
  )
}
