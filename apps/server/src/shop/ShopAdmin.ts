import type { AdminShopCategory, AdminShopItem } from "@gatehouse/api-client/console"
import { normalShopPrice, type ShopItemValues, shopAdminMessages } from "@gatehouse/domain"
import { Context, Effect, Layer, Schema, Struct } from "effect"
import { SqlClient, SqlError } from "effect/sql"
import { Changes } from "../cache/Changes.ts"
import { decodeRows, Total } from "../database/rows.ts"
import { InputRefused, NotAvailable, StateConflict } from "../refusals.ts"
import { type Actor, AuditLog } from "../staff/AuditLog.ts"

/** Items per page of the console's item list. */
export const adminItemsPageSize = 20

export const shopAdminAnswers = {
  categoryCreated: "Category created.",
  categorySaved: "Category saved.",
  categoriesReordered: "Categories reordered.",
  categoryDeleted: "Category deleted.",
  itemCreated: "Item created.",
  itemSaved: "Item saved.",
  itemOnSale: "The item is on sale again.",
  itemOffSale: "The item is off sale: players no longer see or buy it.",
} as const

export interface AdminItemsFilter {
  readonly category?: number | undefined
  readonly onSale?: "yes" | "no" | undefined
  readonly text?: string | undefined
  readonly page: number
}

/** An item's row; the price is exact `numeric` text. */
const ItemRecord = Schema.Struct({
  product_num: Schema.Int,
  category_id: Schema.Int,
  item_name: Schema.String,
  price: Schema.String,
  section: Schema.Int,
  is_premium: Schema.Boolean,
  is_listed: Schema.Boolean,
  ribbon: Schema.NullOr(Schema.String),
  description: Schema.NullOr(Schema.String),
  image_url: Schema.NullOr(Schema.String),
  icon: Schema.NullOr(Schema.String),
  game_product_num: Schema.NullOr(Schema.Int),
  game_item_main: Schema.NullOr(Schema.Int),
  game_item_sub: Schema.NullOr(Schema.Int),
})
type ItemRecord = typeof ItemRecord.Type

const CategoryRecord = Schema.Struct({
  id: Schema.Int,
  category_name: Schema.String,
  sort_order: Schema.Int,
  is_active: Schema.Boolean,
  item_count: Schema.Int,
})
type CategoryRecord = typeof CategoryRecord.Type

const CategoryId = CategoryRecord.mapFields(Struct.pick(["id"]))
const ProductNum = ItemRecord.mapFields(Struct.pick(["product_num"]))
/** The place after the last one of a list (`coalesce(max(sort_order) + 1, 0)::int AS next`). */
const NextPlace = Schema.Struct({ next: Schema.Int })

const itemOf = (row: ItemRecord): AdminShopItem => ({
  ProductNum: row.product_num,
  categoryId: row.category_id,
  ItemName: row.item_name,
  price: normalShopPrice(row.price),
  section: row.section,
  premium: row.is_premium,
  onSale: row.is_listed,
  ribbon: row.ribbon,
  description: row.description,
  image_url: row.image_url,
  icon: row.icon,
  gameProductNum: row.game_product_num,
  gameItemMain: row.game_item_main,
  gameItemSub: row.game_item_sub,
})

const categoryOf = (row: CategoryRecord): AdminShopCategory => ({
  id: row.id,
  category_name: row.category_name,
  sortOrder: row.sort_order,
  hidden: !row.is_active,
  itemCount: row.item_count,
})

/** The item's columns as the table names them. */
const itemColumns = (input: ShopItemValues) => ({
  category_id: input.categoryId,
  item_name: input.ItemName,
  price: normalShopPrice(input.price),
  section: input.section,
  is_premium: input.premium,
  is_listed: input.onSale,
  ribbon: input.ribbon,
  description: input.description === null || input.description.trim() === "" ? null : input.description,
  image_url: input.image_url,
  icon: input.icon,
  game_product_num: input.gameProductNum,
  game_item_main: input.gameItemMain,
  game_item_sub: input.gameItemSub,
})

/** `%` and `_` typed into the search are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`

/** Failing to begin or commit a transaction is the database's fault, never the staff member's. */
const orDieOnSql = <A, E, R>(effect: Effect.Effect<A, E | SqlError.SqlError, R>): Effect.Effect<A, E, R> =>
  Effect.catchIf(
    effect,
    (error): error is SqlError.SqlError => SqlError.isSqlError(error),
    (error) => Effect.die(error),
  ) as Effect.Effect<A, E, R>

/**
 * The item shop as staff edit it. Every change is one transaction that writes the change, its
 * audit row (before and after), and a `shop` change announcement, so the public shop reads of every
 * instance are dropped once it commits, and nothing at all happens if any part fails.
 */
export class ShopAdmin extends Context.Service<
  ShopAdmin,
  {
    readonly categories: Effect.Effect<ReadonlyArray<AdminShopCategory>>
    readonly createCategory: (actor: Actor, name: string) => Effect.Effect<AdminShopCategory, InputRefused>
    readonly updateCategory: (
      actor: Actor,
      change: { readonly id: number; readonly category_name: string; readonly hidden: boolean },
    ) => Effect.Effect<AdminShopCategory, InputRefused | NotAvailable>
    readonly reorderCategories: (
      actor: Actor,
      ids: ReadonlyArray<number>,
    ) => Effect.Effect<void, StateConflict>
    readonly deleteCategory: (actor: Actor, id: number) => Effect.Effect<void, NotAvailable | StateConflict>
    readonly items: (filter: AdminItemsFilter) => Effect.Effect<{
      readonly data: ReadonlyArray<AdminShopItem>
      readonly pageCount: number
      readonly total: number
    }>
    readonly item: (productNum: number) => Effect.Effect<AdminShopItem, NotAvailable>
    readonly createItem: (actor: Actor, input: ShopItemValues) => Effect.Effect<AdminShopItem, InputRefused>
    readonly updateItem: (
      actor: Actor,
      productNum: number,
      input: ShopItemValues,
    ) => Effect.Effect<AdminShopItem, InputRefused | NotAvailable>
    readonly setSale: (
      actor: Actor,
      productNum: number,
      onSale: boolean,
    ) => Effect.Effect<AdminShopItem, NotAvailable>
  }
>()("gatehouse/server/ShopAdmin") {
  static readonly layer = Layer.effect(
    ShopAdmin,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const audit = yield* AuditLog
      const changes = yield* Changes

      const itemSelect = sql`SELECT i.product_num, i.category_id, i.item_name, i.price, i.section,
        i.is_premium, i.is_listed, i.ribbon, i.description, i.image_url, i.icon, i.game_product_num,
        i.game_item_main, i.game_item_sub FROM shop_items i`

      const categorySelect = sql`SELECT c.id, c.category_name, c.sort_order, c.is_active,
        (SELECT count(*)::int FROM shop_items i WHERE i.category_id = c.id) AS item_count
        FROM shop_categories c`

      /** One change, its audit row and its announcement, together or not at all. */
      const change = <A, E, R>(work: Effect.Effect<A, E, R>) =>
        orDieOnSql(sql.withTransaction(Effect.tap(work, () => changes.announce("shop"))))

      const findItem = (productNum: number, lock: boolean) =>
        Effect.map(
          Effect.orDie(
            decodeRows(
              ItemRecord,
              sql`${itemSelect} WHERE i.product_num = ${productNum} ${lock ? sql`FOR UPDATE` : sql``}`,
            ),
          ),
          ([row]) => (row === undefined ? undefined : itemOf(row)),
        )

      const findCategory = (id: number, lock: boolean) =>
        Effect.map(
          Effect.orDie(
            decodeRows(
              CategoryRecord,
              sql`${categorySelect} WHERE c.id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
            ),
          ),
          ([row]) => (row === undefined ? undefined : categoryOf(row)),
        )

      const requireItem = (productNum: number, lock: boolean) =>
        Effect.flatMap(findItem(productNum, lock), (item) =>
          item === undefined
            ? Effect.fail(new NotAvailable({ message: shopAdminMessages.noSuchItem }))
            : Effect.succeed(item),
        )

      const requireCategory = (id: number, lock: boolean) =>
        Effect.flatMap(findCategory(id, lock), (category) =>
          category === undefined
            ? Effect.fail(new NotAvailable({ message: shopAdminMessages.noSuchCategory }))
            : Effect.succeed(category),
        )

      /** An item may only go into a category that exists; said beside the category field. */
      const categoryForItem = (id: number) =>
        Effect.flatMap(findCategory(id, false), (category) =>
          category === undefined
            ? Effect.fail(
                new InputRefused({
                  message: shopAdminMessages.noSuchCategory,
                  errors: { categoryId: [shopAdminMessages.noSuchCategory] },
                }),
              )
            : Effect.void,
        )

      /** Two tabs with one name would confuse players, whatever the case of the letters. */
      const nameFree = (name: string, except: number | null) =>
        Effect.flatMap(
          Effect.orDie(
            decodeRows(
              CategoryId,
              sql`
            SELECT id FROM shop_categories
            WHERE lower(category_name) = lower(${name}) ${except === null ? sql`` : sql`AND id <> ${except}`}`,
            ),
          ),
          (clashes) =>
            clashes.length === 0
              ? Effect.void
              : Effect.fail(
                  new InputRefused({
                    message: shopAdminMessages.categoryNameTaken,
                    errors: { category_name: [shopAdminMessages.categoryNameTaken] },
                  }),
                ),
        )

      const categories = Effect.orDie(
        decodeRows(CategoryRecord, sql`${categorySelect} ORDER BY c.sort_order, c.id`),
      ).pipe(
        Effect.map((rows) => rows.map(categoryOf)),
        Effect.withSpan("ShopAdmin.categories"),
      )

      const createCategory = Effect.fn("ShopAdmin.createCategory")(function* (actor: Actor, name: string) {
        return yield* change(
          Effect.gen(function* () {
            yield* nameFree(name, null)
            const [created] = yield* Effect.orDie(
              decodeRows(
                CategoryId,
                sql`
              INSERT INTO shop_categories (category_name, sort_order)
              SELECT ${name}, coalesce(max(sort_order) + 1, 0) FROM shop_categories
              RETURNING id`,
              ),
            )
            const category = yield* requireCategory(created?.id ?? 0, false).pipe(Effect.orDie)
            yield* audit.record({
              actor,
              action: "shop.category.create",
              target: `category ${category.id}`,
              after: category,
            })
            return category
          }),
        )
      })

      const updateCategory = Effect.fn("ShopAdmin.updateCategory")(function* (
        actor: Actor,
        next: { readonly id: number; readonly category_name: string; readonly hidden: boolean },
      ) {
        return yield* change(
          Effect.gen(function* () {
            const before = yield* requireCategory(next.id, true)
            yield* nameFree(next.category_name, next.id)
            yield* Effect.orDie(sql`
              UPDATE shop_categories SET category_name = ${next.category_name}, is_active = ${!next.hidden}
              WHERE id = ${next.id}`)
            const after = yield* requireCategory(next.id, false).pipe(Effect.orDie)
            yield* audit.record({
              actor,
              action: "shop.category.update",
              target: `category ${next.id}`,
              before,
              after,
            })
            return after
          }),
        )
      })

      const reorderCategories = Effect.fn("ShopAdmin.reorderCategories")(function* (
        actor: Actor,
        ids: ReadonlyArray<number>,
      ) {
        return yield* change(
          Effect.gen(function* () {
            const current = yield* Effect.orDie(
              decodeRows(CategoryId, sql`SELECT id FROM shop_categories ORDER BY sort_order, id FOR UPDATE`),
            )
            const before = current.map((row) => row.id)
            // The order names every category exactly once, or it was made from a list that is out of date.
            const named = new Set(ids)
            if (
              named.size !== ids.length ||
              ids.length !== before.length ||
              before.some((id) => !named.has(id))
            )
              return yield* new StateConflict({ message: shopAdminMessages.reorderMismatch })
            for (const [position, id] of ids.entries()) {
              yield* Effect.orDie(sql`UPDATE shop_categories SET sort_order = ${position} WHERE id = ${id}`)
            }
            yield* audit.record({
              actor,
              action: "shop.category.reorder",
              target: "categories",
              before,
              after: ids,
            })
          }),
        )
      })

      const deleteCategory = Effect.fn("ShopAdmin.deleteCategory")(function* (actor: Actor, id: number) {
        return yield* change(
          Effect.gen(function* () {
            const before = yield* requireCategory(id, true)
            if (before.itemCount > 0)
              return yield* new StateConflict({ message: shopAdminMessages.categoryHasItems })
            yield* Effect.orDie(sql`DELETE FROM shop_categories WHERE id = ${id}`)
            yield* audit.record({ actor, action: "shop.category.delete", target: `category ${id}`, before })
          }),
        )
      })

      const items = Effect.fn("ShopAdmin.items")(function* (filter: AdminItemsFilter) {
        const text = filter.text?.trim() ?? ""
        const conditions = [
          filter.category === undefined || filter.category === 0
            ? undefined
            : sql`i.category_id = ${filter.category}`,
          filter.onSale === undefined ? undefined : sql`i.is_listed = ${filter.onSale === "yes"}`,
          text === ""
            ? undefined
            : sql`(i.item_name ILIKE ${likePattern(text)} OR i.product_num::text = ${text}
                OR i.game_product_num::text = ${text})`,
        ].filter((condition) => condition !== undefined)
        const where = conditions.length === 0 ? sql`` : sql`WHERE ${sql.and(conditions)}`
        const [counted] = yield* decodeRows(
          Total,
          sql`SELECT count(*)::int AS total FROM shop_items i ${where}`,
        )
        const total = counted?.total ?? 0
        const rows = yield* decodeRows(
          ItemRecord,
          sql`
          ${itemSelect} JOIN shop_categories c ON c.id = i.category_id ${where}
          ORDER BY c.sort_order, c.id, i.sort_order, i.product_num
          LIMIT ${adminItemsPageSize} OFFSET ${(filter.page - 1) * adminItemsPageSize}`,
        )
        return {
          data: rows.map(itemOf),
          total,
          pageCount: Math.max(1, Math.ceil(total / adminItemsPageSize)),
        }
      }, Effect.orDie)

      const item = Effect.fn("ShopAdmin.item")(function* (productNum: number) {
        return yield* requireItem(productNum, false)
      })

      const createItem = Effect.fn("ShopAdmin.createItem")(function* (actor: Actor, input: ShopItemValues) {
        return yield* change(
          Effect.gen(function* () {
            yield* categoryForItem(input.categoryId)
            // A new item goes last in its category.
            const [last] = yield* Effect.orDie(
              decodeRows(
                NextPlace,
                sql`
              SELECT coalesce(max(sort_order) + 1, 0)::int AS next FROM shop_items
              WHERE category_id = ${input.categoryId}`,
              ),
            )
            const [created] = yield* Effect.orDie(
              decodeRows(
                ProductNum,
                sql`
              INSERT INTO shop_items ${sql.insert({ ...itemColumns(input), sort_order: last?.next ?? 0 })}
              RETURNING product_num`,
              ),
            )
            const after = yield* requireItem(created?.product_num ?? 0, false).pipe(Effect.orDie)
            yield* audit.record({
              actor,
              action: "shop.item.create",
              target: `item ${after.ProductNum}`,
              after,
            })
            return after
          }),
        )
      })

      const updateItem = Effect.fn("ShopAdmin.updateItem")(function* (
        actor: Actor,
        productNum: number,
        input: ShopItemValues,
      ) {
        return yield* change(
          Effect.gen(function* () {
            const before = yield* requireItem(productNum, true)
            yield* categoryForItem(input.categoryId)
            yield* Effect.orDie(
              sql`UPDATE shop_items SET ${sql.update(itemColumns(input))} WHERE product_num = ${productNum}`,
            )
            const after = yield* requireItem(productNum, false).pipe(Effect.orDie)
            yield* audit.record({
              actor,
              action: "shop.item.update",
              target: `item ${productNum}`,
              before,
              after,
            })
            return after
          }),
        )
      })

      const setSale = Effect.fn("ShopAdmin.setSale")(function* (
        actor: Actor,
        productNum: number,
        onSale: boolean,
      ) {
        return yield* change(
          Effect.gen(function* () {
            const before = yield* requireItem(productNum, true)
            yield* Effect.orDie(
              sql`UPDATE shop_items SET is_listed = ${onSale} WHERE product_num = ${productNum}`,
            )
            const after = yield* requireItem(productNum, false).pipe(Effect.orDie)
            yield* audit.record({
              actor,
              action: onSale ? "shop.item.onsale" : "shop.item.offsale",
              target: `item ${productNum}`,
              before: { onSale: before.onSale },
              after: { onSale: after.onSale },
            })
            return after
          }),
        )
      })

      return ShopAdmin.of({
        categories,
        createCategory,
        updateCategory,
        reorderCategories,
        deleteCategory,
        items,
        item,
        createItem,
        updateItem,
        setSale,
      })
    }),
  ).pipe(Layer.provide(Changes.layer))
}
