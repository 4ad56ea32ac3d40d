import { Array as Arr, Effect, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { decodeRows } from "../../database/rows.ts"
import { mediaUrl } from "../../media/catalog.ts"
import { demoShop } from "../shop.ts"

export interface SeededProduct {
  readonly productNum: number
  readonly price: string
  readonly section: number
}

/** Categories and items, unless the shop already has categories of its own. */
export const seedShop = Effect.fn("DemoSeed.shop")(function* () {
  const sql = yield* SqlClient.SqlClient
  const [existing] = yield* decodeRows(
    Schema.Struct({ count: Schema.Int }),
    sql`SELECT count(*)::int AS count FROM shop_categories`,
  )
  if ((existing?.count ?? 0) > 0) return []

  const products: Array<SeededProduct> = []
  for (const [categoryIndex, { category, items }] of demoShop.entries()) {
    const [created] = yield* decodeRows(
      Schema.Struct({ id: Schema.Int }),
      sql`
      INSERT INTO shop_categories ${sql.insert({ category_name: category, sort_order: categoryIndex })}
      RETURNING id`,
    )
    const rows: ReadonlyArray<Record<string, unknown>> = items.map((item, itemIndex) => ({
      category_id: created?.id,
      item_name: item.name,
      description: item.description,
      image_url: mediaUrl.item(item.glyph, item.hue),
      icon: `${item.glyph}-${item.hue}.svg`,
      price: item.price,
      section: item.section,
      ribbon: item.ribbon === undefined ? null : mediaUrl.ribbon(item.ribbon),
      is_premium: item.premium ?? false,
      sort_order: itemIndex,
    }))
    if (created === undefined || !Arr.isReadonlyArrayNonEmpty(rows)) continue
    const inserted = yield* decodeRows(
      Schema.Struct({ product_num: Schema.Int, price: Schema.String, section: Schema.Int }),
      sql`
      INSERT INTO shop_items ${sql.insert(rows)} RETURNING product_num, price, section`,
    )
    products.push(
      ...inserted.map((row) => ({ productNum: row.product_num, price: row.price, section: row.section })),
    )
  }
  return products
})
