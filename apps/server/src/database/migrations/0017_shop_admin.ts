import { statements } from "./statements.ts"

/**
 * The item shop edited from the staff console instead of by hand in SQL. Delivery needs the game's
 * own key of what was bought: `game_product_num` is the game's `RanShop.dbo.ShopItemMap` key, beside
 * the `game_item_main`/`game_item_sub` pair the economy migration already keeps. The new checks are
 * NOT VALID: they hold for every row written from now on without refusing to migrate a shop whose
 * rows were typed by hand before.
 */
export default statements(
  `ALTER TABLE shop_items ADD COLUMN game_product_num integer CHECK (game_product_num >= 0)`,
  `ALTER TABLE shop_items ADD CONSTRAINT shop_items_game_item_whole
    CHECK (game_item_main >= 0 AND game_item_sub >= 0) NOT VALID`,
  `ALTER TABLE shop_items ADD CONSTRAINT shop_items_named CHECK (btrim(item_name) <> '') NOT VALID`,
  `ALTER TABLE shop_categories ADD CONSTRAINT shop_categories_named
    CHECK (btrim(category_name) <> '') NOT VALID`,
)
