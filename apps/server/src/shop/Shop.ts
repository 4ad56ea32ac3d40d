import { ShopCategory, ShopItem } from "@gatehouse/domain"
import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { amount } from "../database/columns.ts"
import { decodeRows, Total } from "../database/rows.ts"
import { type PageFields, pageFields, pageSlice } from "../paging.ts"

/** Spec §9 shop default: category 0 lists every category. */
export const allCategories = 0

/** Items per page of the item shop: two rows of four on a desktop, so each category pages. */
export const shopPageSize = 8

/** How many best sellers the side panel lists. */
export const topSalesSize = 10

/** A listed item's row, its columns named as the shop item names them. */
const ItemRow = Schema.Struct({ ...ShopItem.fields, price: amount }).pipe(Schema.decodeTo(ShopItem))

export interface ItemShopPage extends PageFields {
  readonly itemshopdata: ReadonlyArray<ShopItem>
}

/** The shop window: active categories, listed items page by page, and what sells best. */
export class Shop extends Context.Service<
  Shop,
  {
    readonly categories: Effect.Effect<ReadonlyArray<ShopCategory>>
    readonly page: (category: number, page: number) => Effect.Effect<ItemShopPage>
    readonly topSales: Effect.Effect<ReadonlyArray<ShopItem>>
  }
>()("gatehouse/server/Shop") {
  static readonly layer = Layer.effect(
    Shop,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const columns = sql`i.product_num AS "ProductNum", i.item_name AS "ItemName", i.image_url, i.icon, i.price,
        i.section, i.description, i.ribbon, i.is_premium AS premium`
      // An item shows while it is listed and its category is active.
      const visible = sql`i.is_listed AND c.is_active`

      const categories = SqlSchema.findAll({
        Request: Schema.Void,
        Result: ShopCategory,
        execute: () =>
          sql`SELECT id, category_name FROM shop_categories WHERE is_active ORDER BY sort_order, id`,
      })().pipe(Effect.orDie, Effect.withSpan("Shop.categories"))

      const inCategory = (category: number) =>
        category === allCategories ? sql`` : sql`AND i.category_id = ${category}`

      const findPage = SqlSchema.findAll({
        Request: Schema.Struct({ category: Schema.Finite, limit: Schema.Finite, offset: Schema.Finite }),
        Result: ItemRow,
        execute: ({ category, limit, offset }) => sql`
          SELECT ${columns} FROM shop_items i JOIN shop_categories c ON c.id = i.category_id
          WHERE ${visible} ${inCategory(category)}
          ORDER BY c.sort_order, c.id, i.sort_order, i.product_num
          LIMIT ${limit} OFFSET ${offset}`,
      })

      const page = Effect.fn("Shop.page")(function* (category: number, page: number) {
        const [counted] = yield* decodeRows(
          Total,
          sql`
          SELECT count(*)::int AS total FROM shop_items i JOIN shop_categories c ON c.id = i.category_id
          WHERE ${visible} ${inCategory(category)}`,
        )
        const itemshopdata = yield* findPage({ category, ...pageSlice(page, shopPageSize) })
        return {
          itemshopdata,
          ...pageFields(page, counted?.total ?? 0, shopPageSize),
        } satisfies ItemShopPage
      }, Effect.orDie)

      // Real sales only: a purchase that failed delivery was never really sold.
      const topSales = SqlSchema.findAll({
        Request: Schema.Void,
        Result: ItemRow,
        execute: () => sql`
          SELECT ${columns} FROM shop_items i JOIN shop_categories c ON c.id = i.category_id
          JOIN (
            SELECT product_num, sum(quantity) AS sold FROM purchases
            WHERE delivery_status <> 'failed' GROUP BY product_num
          ) s ON s.product_num = i.product_num
          WHERE ${visible}
          ORDER BY s.sold DESC, i.product_num
          LIMIT ${topSalesSize}`,
      })().pipe(Effect.orDie, Effect.withSpan("Shop.topSales"))

      return Shop.of({ categories, page, topSales })
    }),
  )
}
