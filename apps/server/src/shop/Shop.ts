import { ShopCategory, ShopItem } from "@gatehouse/domain"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { centsOf } from "../ledger/amounts.ts"
import { type PageFields, pageFields, pageSlice } from "./paging.ts"

/** Spec §9 shop default: category 0 lists every category. */
export const allCategories = 0

/** Items per page of the item shop: two rows of four on a desktop, so each category pages. */
export const shopPageSize = 8

/** How many best sellers the side panel lists. */
export const topSalesSize = 10

interface ItemRow {
  readonly product_num: number
  readonly item_name: string
  readonly image_url: string | null
  readonly icon: string | null
  readonly price: string
  readonly section: number
  readonly description: string | null
  readonly ribbon: string | null
  readonly is_premium: boolean
}

const toShopItem = (row: ItemRow) =>
  new ShopItem({
    ProductNum: row.product_num,
    ItemName: row.item_name,
    image_url: row.image_url,
    icon: row.icon,
    price: centsOf(row.price) / 100,
    section: row.section,
    description: row.description,
    ribbon: row.ribbon,
    premium: row.is_premium,
  })

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
      const columns = sql`i.product_num, i.item_name, i.image_url, i.icon, i.price, i.section, i.description,
        i.ribbon, i.is_premium`
      // An item shows while it is listed and its category is active.
      const visible = sql`i.is_listed AND c.is_active`

      const categories = sql<{ id: number; category_name: string }>`
        SELECT id, category_name FROM shop_categories WHERE is_active ORDER BY sort_order, id`.pipe(
        Effect.map((rows) => rows.map((row) => new ShopCategory(row))),
        Effect.orDie,
        Effect.withSpan("Shop.categories"),
      )

      const page = Effect.fn("Shop.page")(function* (category: number, page: number) {
        const inCategory = category === allCategories ? sql`` : sql`AND i.category_id = ${category}`
        const [counted] = yield* sql<{ total: number }>`
          SELECT count(*)::int AS total FROM shop_items i JOIN shop_categories c ON c.id = i.category_id
          WHERE ${visible} ${inCategory}`
        const { limit, offset } = pageSlice(page, shopPageSize)
        const rows = yield* sql<ItemRow>`
          SELECT ${columns} FROM shop_items i JOIN shop_categories c ON c.id = i.category_id
          WHERE ${visible} ${inCategory}
          ORDER BY c.sort_order, c.id, i.sort_order, i.product_num
          LIMIT ${limit} OFFSET ${offset}`
        return {
          itemshopdata: rows.map(toShopItem),
          ...pageFields(page, counted?.total ?? 0, shopPageSize),
        } satisfies ItemShopPage
      }, Effect.orDie)

      // Real sales only: a purchase that failed delivery was never really sold.
      const topSales = sql<ItemRow>`
        SELECT ${columns} FROM shop_items i JOIN shop_categories c ON c.id = i.category_id
        JOIN (
          SELECT product_num, sum(quantity) AS sold FROM purchases
          WHERE delivery_status <> 'failed' GROUP BY product_num
        ) s ON s.product_num = i.product_num
        WHERE ${visible}
        ORDER BY s.sold DESC, i.product_num
        LIMIT ${topSalesSize}`.pipe(
        Effect.map((rows) => rows.map(toShopItem)),
        Effect.orDie,
        Effect.withSpan("Shop.topSales"),
      )

      return Shop.of({ categories, page, topSales })
    }),
  )
}
