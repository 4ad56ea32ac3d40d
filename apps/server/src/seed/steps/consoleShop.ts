import { currencies } from "@gatehouse/domain"
import { Effect, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { decodeRows } from "../../database/rows.ts"
import { mediaUrl } from "../../media/catalog.ts"

/** The hidden category the demo keeps for the shop's console page (docs/demo.md). */
export const demoHiddenCategory = "Winter Festival"

/**
 * Something for the item shop's console page to show that players never see: a hidden category
 * with a finished event's items, one of them off sale, both carrying the game numbers delivery needs.
 */
export const seedConsoleShop = Effect.fn("DemoSeed.consoleShop")(function* () {
  const sql = yield* SqlClient.SqlClient
  const [last] = yield* decodeRows(
    Schema.Struct({ next: Schema.Int }),
    sql`
    SELECT coalesce(max(sort_order) + 1, 0)::int AS next FROM shop_categories`,
  )
  const [category] = yield* decodeRows(
    Schema.Struct({ id: Schema.Int }),
    sql`
    INSERT INTO shop_categories ${sql.insert({
      category_name: demoHiddenCategory,
      sort_order: last?.next ?? 0,
      is_active: false,
    })}
    RETURNING id`,
  )
  if (category === undefined) return
  yield* sql`INSERT INTO shop_items ${sql.insert([
    {
      category_id: category.id,
      item_name: "Snowflake Lantern",
      description: "A lantern of frozen light from the winter festival. Cosmetic, 30 days.",
      image_url: mediaUrl.item("ring", 200),
      icon: "ring-200.svg",
      price: "45.00",
      section: currencies.coin.section,
      ribbon: mediaUrl.ribbon("limited"),
      is_premium: false,
      is_listed: true,
      game_product_num: 5101,
      game_item_main: 150,
      game_item_sub: 4,
      sort_order: 0,
    },
    {
      category_id: category.id,
      item_name: "Frostbite Scarf",
      description: "Last winter's scarf, no longer sold.",
      image_url: mediaUrl.item("card", 190),
      icon: "card-190.svg",
      price: "120.50",
      section: currencies.point.section,
      ribbon: null,
      is_premium: false,
      is_listed: false,
      game_product_num: 5102,
      game_item_main: 150,
      game_item_sub: 5,
      sort_order: 1,
    },
  ])}`
})
