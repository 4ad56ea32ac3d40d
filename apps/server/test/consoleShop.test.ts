import { tmpdir } from "node:os"
import * as path from "node:path"
import { assert, describe, layer } from "@effect/vitest"
import { shopAdminMessages } from "@gatehouse/domain"
import { Context, Effect, Layer, Scope } from "effect"
import { SqlClient } from "effect/sql"
import { purchaseMessages } from "../src/cart/Purchases.ts"
import { defaultLimits, defaultObservability } from "../src/config.ts"
import { demoStaff } from "../src/seed/accounts.ts"
import { publicUrl, serverLayer } from "../src/server.ts"
import { call } from "./support/accounts.ts"
import { databaseKind, testDatabaseSettings } from "./support/database.ts"
import { api, balancesOf, countWhere, ledgerMismatches, newPlayer } from "./support/economy.ts"
import { send } from "./support/http.ts"
import { TestServer, testServer } from "./support/server.ts"
import { assertStaffOnly, auditCount, latestAudit, staffTokens } from "./support/staff.ts"

/** An item as the console's editor sends it; override one field to test one rule. */
const itemFields = (categoryId: number, overrides: Record<string, unknown> = {}) => ({
  categoryId,
  ItemName: "Lantern of the Night Market",
  price: "12.34",
  section: 2,
  premium: false,
  onSale: true,
  ribbon: "/media/ribbons/new.svg",
  description: "Lights the way home after the festival.",
  image_url: null,
  icon: "lantern-35.svg",
  gameProductNum: 4021,
  gameItemMain: 101,
  gameItemSub: 7,
  ...overrides,
})

const asAdministrator = (method: "GET" | "POST", path: string, body?: unknown) =>
  Effect.flatMap(staffTokens, ({ administrator }) => call(method, path, { token: administrator, body }))

/** A fresh category of the test's own, shown in the shop. */
const newCategory = (name: string) =>
  Effect.map(
    asAdministrator("POST", "/staff/shop/categories/create", { category_name: name }),
    (response) => {
      assert.strictEqual(response.status, 200, response.text)
      return response.json().category as { id: number; category_name: string; hidden: boolean }
    },
  )

const createItem = (body: unknown) =>
  Effect.map(asAdministrator("POST", "/staff/shop/items/create", body), (response) => {
    assert.strictEqual(response.status, 200, response.text)
    return response.json().item as { ProductNum: number; price: string; onSale: boolean }
  })

/** The public item shop's page of one category, as players read it. */
const shopPage = (category: number) =>
  Effect.map(api("GET", `/itemshop?category=${category}&page=1`), (response) => response.json())

const shopItemCount = Effect.flatMap(Effect.service(SqlClient.SqlClient), (sql) =>
  Effect.map(
    sql<{ count: number }>`SELECT count(*)::int AS count FROM shop_items`,
    ([row]) => row?.count ?? 0,
  ),
).pipe(Effect.orDie)

describe(`item shop administration, on ${databaseKind}`, () => {
  layer(testServer())((it) => {
    it.effect("every shop call is for administrators: guests 401, players and content editors 403", () =>
      Effect.gen(function* () {
        yield* assertStaffOnly("GET", "/staff/shop/categories", "administrator")
        yield* assertStaffOnly("POST", "/staff/shop/categories/create", "administrator", {
          category_name: "Refused",
        })
        yield* assertStaffOnly("POST", "/staff/shop/categories/update", "administrator", {
          id: 1,
          category_name: "Refused",
          hidden: true,
        })
        yield* assertStaffOnly("POST", "/staff/shop/categories/reorder", "administrator", { ids: [1] })
        yield* assertStaffOnly("POST", "/staff/shop/categories/delete", "administrator", { id: 1 })
        yield* assertStaffOnly("GET", "/staff/shop/items?page=1", "administrator")
        yield* assertStaffOnly("GET", "/staff/shop/item?ProductNum=1", "administrator")
        yield* assertStaffOnly("POST", "/staff/shop/items/create", "administrator", itemFields(1))
        yield* assertStaffOnly("POST", "/staff/shop/items/update", "administrator", {
          ProductNum: 1,
          ...itemFields(1),
        })
        yield* assertStaffOnly("POST", "/staff/shop/items/sale", "administrator", {
          ProductNum: 1,
          onSale: false,
        })
      }),
    )

    it.effect(
      "a new item shows in the item shop in its category, and a player buys it at its exact price",
      () =>
        Effect.gen(function* () {
          const category = yield* newCategory("Festival Lights")
          // The public page is read (and kept in memory) before the item exists, so the change must drop it.
          assert.deepStrictEqual((yield* shopPage(category.id)).itemshopdata, [])
          const created = yield* createItem(itemFields(category.id))
          assert.strictEqual(created.price, "12.34")

          const listed = (yield* shopPage(category.id)).itemshopdata
          assert.deepStrictEqual(listed, [
            {
              ProductNum: created.ProductNum,
              ItemName: "Lantern of the Night Market",
              image_url: null,
              icon: "lantern-35.svg",
              price: 12.34,
              section: 2,
              description: "Lights the way home after the festival.",
              ribbon: "/media/ribbons/new.svg",
              premium: false,
            },
          ])
          const categories = (yield* api("GET", "/shopcategories")).json() as Array<{ id: number }>
          assert.isTrue(categories.some((shown) => shown.id === category.id))

          const [audited] = yield* latestAudit()
          assert.strictEqual(audited?.staff_user_id, demoStaff.userId)
          assert.strictEqual(audited?.action, "shop.item.create")
          assert.strictEqual(audited?.target, `item ${created.ProductNum}`)
          assert.isNull(audited?.before)
          assert.deepInclude(audited?.after as object, {
            price: "12.34",
            gameProductNum: 4021,
            gameItemMain: 101,
          })

          const player = yield* newPlayer({ rcoin: "100.00" })
          const bought = yield* api("POST", `/buyitem?productnum=${created.ProductNum}`, {
            token: player.token,
          })
          assert.strictEqual(bought.status, 200, bought.text)
          assert.deepStrictEqual(bought.json(), {
            message: purchaseMessages.bought,
            userPoints: 87.66,
            userPoints2: 0,
          })
          assert.deepStrictEqual(yield* balancesOf(player.userNum), { rcoin: "87.66", milleage: "0.00" })
          assert.deepStrictEqual(yield* ledgerMismatches, [])
        }),
    )

    it.effect(
      "an item taken off sale leaves the shop, cannot be bought or carted, and stays in histories",
      () =>
        Effect.gen(function* () {
          const category = yield* newCategory("Withdrawn Goods")
          const created = yield* createItem(
            itemFields(category.id, { ItemName: "Old Festival Mask", price: "5" }),
          )
          const player = yield* newPlayer({ rcoin: "50.00" })
          yield* api("POST", `/buyitem?productnum=${created.ProductNum}`, { token: player.token })
          yield* api("POST", `/addtocart?productnum=${created.ProductNum}`, { token: player.token })
          assert.lengthOf((yield* shopPage(category.id)).itemshopdata, 1)

          const before = yield* auditCount
          const withdrawn = yield* asAdministrator("POST", "/staff/shop/items/sale", {
            ProductNum: created.ProductNum,
            onSale: false,
          })
          assert.strictEqual(withdrawn.status, 200)
          assert.isFalse(withdrawn.json().item.onSale)
          assert.strictEqual(yield* auditCount, before + 1)
          const [audited] = yield* latestAudit()
          assert.strictEqual(audited?.action, "shop.item.offsale")
          assert.deepStrictEqual(audited?.before, { onSale: true })
          assert.deepStrictEqual(audited?.after, { onSale: false })

          assert.deepStrictEqual((yield* shopPage(category.id)).itemshopdata, [])
          const refused = yield* api("POST", `/buyitem?productnum=${created.ProductNum}`, {
            token: player.token,
          })
          assert.strictEqual(refused.status, 404)
          assert.strictEqual(refused.json().message, purchaseMessages.notSold)
          const carted = yield* api("GET", `/shopcart?usernum=${player.userNum}`, { token: player.token })
          const [row] = carted.json() as Array<{ seq: number }>
          const fromCart = yield* api("POST", `/buycartitem?items=${row?.seq}`, { token: player.token })
          assert.strictEqual(fromCart.status, 404)
          assert.strictEqual(fromCart.json().message, purchaseMessages.notSold)
          const notAdded = yield* api("POST", `/addtocart?productnum=${created.ProductNum}`, {
            token: player.token,
          })
          assert.strictEqual(notAdded.status, 404)
          assert.deepStrictEqual(yield* balancesOf(player.userNum), { rcoin: "45.00", milleage: "0.00" })
          const history = (yield* api("GET", "/shoppurchases?page=1", { token: player.token })).json()
          assert.strictEqual(history.purchasehistory[0]?.shopitem.ItemName, "Old Festival Mask")
          assert.strictEqual(yield* countWhere("purchases", player.userNum), 1)

          const back = yield* asAdministrator("POST", "/staff/shop/items/sale", {
            ProductNum: created.ProductNum,
            onSale: true,
          })
          assert.strictEqual(back.status, 200)
          assert.lengthOf((yield* shopPage(category.id)).itemshopdata, 1)
        }),
    )

    it.effect("a bad price, currency, picture or category is refused with 4xx and changes nothing", () =>
      Effect.gen(function* () {
        const category = yield* newCategory("Refusals")
        const items = yield* shopItemCount
        const audits = yield* auditCount
        for (const overrides of [
          { price: "12.345" },
          { price: "-1.00" },
          { price: "ten" },
          { price: 12.5 },
          { price: "99999999999.00" },
          { section: 3 },
          { section: "rcoin" },
          { ItemName: "   " },
          { image_url: "javascript:alert(1)" },
          { icon: "../../etc/passwd" },
          { gameItemMain: -1 },
          { gameProductNum: 1.5 },
        ]) {
          const refused = yield* asAdministrator(
            "POST",
            "/staff/shop/items/create",
            itemFields(category.id, overrides),
          )
          assert.strictEqual(refused.status, 400, JSON.stringify(overrides))
          assert.isString(refused.json().message)
        }
        const badPrice = yield* asAdministrator(
          "POST",
          "/staff/shop/items/create",
          itemFields(category.id, { price: "1.999" }),
        )
        assert.deepStrictEqual(badPrice.json().errors, { "payload.price": [shopAdminMessages.price] })
        const noCategory = yield* asAdministrator("POST", "/staff/shop/items/create", itemFields(999_999))
        assert.strictEqual(noCategory.status, 422)
        assert.deepStrictEqual(noCategory.json().errors, { categoryId: [shopAdminMessages.noSuchCategory] })
        const noItem = yield* asAdministrator("POST", "/staff/shop/items/update", {
          ProductNum: 999_999,
          ...itemFields(category.id),
        })
        assert.strictEqual(noItem.status, 404)
        assert.strictEqual(noItem.json().message, shopAdminMessages.noSuchItem)
        assert.strictEqual(yield* shopItemCount, items)
        assert.strictEqual(yield* auditCount, audits)
      }),
    )

    it.effect("editing an item changes what players see and pay, audited with before and after", () =>
      Effect.gen(function* () {
        const category = yield* newCategory("Edits")
        const other = yield* newCategory("Edits Elsewhere")
        const created = yield* createItem(itemFields(category.id))
        const saved = yield* asAdministrator("POST", "/staff/shop/items/update", {
          ProductNum: created.ProductNum,
          ...itemFields(other.id, {
            ItemName: "Lantern of Dawn",
            price: "0.10",
            section: 1,
            premium: true,
            ribbon: null,
            icon: null,
            image_url: "/media/uploads/0123456789abcdef0123456789abcdef",
            gameProductNum: null,
          }),
        })
        assert.strictEqual(saved.status, 200, saved.text)
        assert.strictEqual(saved.json().message, "Item saved.")
        const [audited] = yield* latestAudit()
        assert.strictEqual(audited?.action, "shop.item.update")
        assert.deepInclude(audited?.before as object, {
          ItemName: "Lantern of the Night Market",
          price: "12.34",
        })
        assert.deepInclude(audited?.after as object, {
          ItemName: "Lantern of Dawn",
          price: "0.10",
          section: 1,
          gameProductNum: null,
        })

        assert.deepStrictEqual((yield* shopPage(category.id)).itemshopdata, [])
        const [moved] = (yield* shopPage(other.id)).itemshopdata
        assert.deepInclude(moved, { ItemName: "Lantern of Dawn", price: 0.1, section: 1, premium: true })

        const read = yield* asAdministrator("GET", `/staff/shop/item?ProductNum=${created.ProductNum}`)
        assert.strictEqual(read.json().categoryId, other.id)
        const found = yield* asAdministrator("GET", `/staff/shop/items?text=lantern%20of%20dawn&onSale=yes`)
        assert.deepStrictEqual(
          found.json().data.map((item: { ProductNum: number }) => item.ProductNum),
          [created.ProductNum],
        )
        const offSaleOnly = yield* asAdministrator("GET", `/staff/shop/items?category=${other.id}&onSale=no`)
        assert.deepStrictEqual(offSaleOnly.json().data, [])

        const player = yield* newPlayer({ milleage: "1.00" })
        const bought = yield* api("POST", `/buyitem?productnum=${created.ProductNum}`, {
          token: player.token,
        })
        assert.strictEqual(bought.status, 200)
        assert.deepStrictEqual(yield* balancesOf(player.userNum), { rcoin: "0.00", milleage: "0.90" })
      }),
    )

    it.effect("categories: create, rename, hide, reorder; one with items cannot be deleted", () =>
      Effect.gen(function* () {
        const first = yield* newCategory("Mounts")
        const second = yield* newCategory("Pets")
        const taken = yield* asAdministrator("POST", "/staff/shop/categories/create", {
          category_name: "pets",
        })
        assert.strictEqual(taken.status, 422)
        assert.strictEqual(taken.json().message, shopAdminMessages.categoryNameTaken)
        const blank = yield* asAdministrator("POST", "/staff/shop/categories/create", { category_name: "  " })
        assert.strictEqual(blank.status, 400)

        const item = yield* createItem(itemFields(first.id, { ItemName: "Night Mare" }))
        const renamed = yield* asAdministrator("POST", "/staff/shop/categories/update", {
          id: first.id,
          category_name: "Steeds",
          hidden: true,
        })
        assert.strictEqual(renamed.status, 200)
        assert.deepInclude(renamed.json().category, { category_name: "Steeds", hidden: true, itemCount: 1 })
        const [audited] = yield* latestAudit()
        assert.strictEqual(audited?.action, "shop.category.update")
        assert.deepInclude(audited?.before as object, { category_name: "Mounts", hidden: false })
        const shown = (yield* api("GET", "/shopcategories")).json() as Array<{ id: number }>
        assert.isFalse(shown.some((category) => category.id === first.id))
        const all = (yield* api("GET", "/itemshop?category=0&page=1")).json()
        const everything = [all]
        for (let page = 2; page <= all.last_page; page++)
          everything.push((yield* api("GET", `/itemshop?category=0&page=${page}`)).json())
        assert.isFalse(
          everything.some((page) =>
            page.itemshopdata.some((listed: { ProductNum: number }) => listed.ProductNum === item.ProductNum),
          ),
        )
        const hiddenBuy = yield* api("POST", `/buyitem?productnum=${item.ProductNum}`, {
          token: (yield* newPlayer({ rcoin: "100.00" })).token,
        })
        assert.strictEqual(hiddenBuy.status, 404)

        const listed = (yield* asAdministrator("GET", "/staff/shop/categories")).json().data as Array<{
          id: number
        }>
        const reversed = listed.map((category) => category.id).reverse()
        const reordered = yield* asAdministrator("POST", "/staff/shop/categories/reorder", { ids: reversed })
        assert.strictEqual(reordered.status, 200)
        const after = (yield* asAdministrator("GET", "/staff/shop/categories")).json().data as Array<{
          id: number
          hidden: boolean
        }>
        assert.deepStrictEqual(
          after.map((category) => category.id),
          reversed,
        )
        const publicOrder = ((yield* api("GET", "/shopcategories")).json() as Array<{ id: number }>).map(
          (c) => c.id,
        )
        // Players see the same order, without the hidden categories (the one hidden above among them).
        assert.deepStrictEqual(
          publicOrder,
          after.filter((category) => !category.hidden).map((category) => category.id),
        )
        assert.notInclude(publicOrder, first.id)
        const stale = yield* asAdministrator("POST", "/staff/shop/categories/reorder", {
          ids: reversed.slice(1),
        })
        assert.strictEqual(stale.status, 409)
        assert.strictEqual(stale.json().message, shopAdminMessages.reorderMismatch)

        const audits = yield* auditCount
        const inUse = yield* asAdministrator("POST", "/staff/shop/categories/delete", { id: first.id })
        assert.strictEqual(inUse.status, 409)
        assert.strictEqual(inUse.json().message, shopAdminMessages.categoryHasItems)
        assert.strictEqual(yield* auditCount, audits)
        const deleted = yield* asAdministrator("POST", "/staff/shop/categories/delete", { id: second.id })
        assert.strictEqual(deleted.status, 200)
        const [gone] = yield* latestAudit()
        assert.strictEqual(gone?.action, "shop.category.delete")
        assert.deepInclude(gone?.before as object, { category_name: "Pets", itemCount: 0 })
        const missing = yield* asAdministrator("POST", "/staff/shop/categories/delete", { id: second.id })
        assert.strictEqual(missing.status, 404)
      }),
    )
  })
})

/**
 * A second server over the same PostgreSQL database, sharing nothing else with the one that takes
 * the changes (no cache, no client): what it serves changes only if PostgreSQL tells it. The
 * embedded database belongs to one process, so there the second reader is the first server itself.
 */
class OtherInstance extends Context.Service<
  OtherInstance,
  { readonly itemShop: (category: number) => Effect.Effect<ReadonlyArray<{ ProductNum: number }>> }
>()("test/OtherInstance") {}

const twoInstances = Layer.unwrap(
  Effect.gen(function* () {
    const database = yield* testDatabaseSettings
    const settings = {
      port: 0,
      database,
      seedDemo: true,
      portalDir: path.join(tmpdir(), "gatehouse-no-portal"),
      trustedProxies: 1,
      observability: { ...defaultObservability, logLevel: "warning" as const },
      limits: defaultLimits,
    }
    const readerOf = (url: string) =>
      OtherInstance.of({
        itemShop: (category) =>
          Effect.promise(() => send(url, `/api/itemshop?category=${category}&page=1`)).pipe(
            Effect.map((response) => response.json().itemshopdata),
          ),
      })
    let other = Effect.map(publicUrl, readerOf)
    if (database._tag === "External") {
      const second = yield* Layer.buildWithMemoMap(
        serverLayer(settings),
        yield* Layer.makeMemoMap,
        yield* Scope.Scope,
      )
      other = Effect.succeed(readerOf(yield* Effect.provideContext(publicUrl, second)))
    }
    const first = Effect.map(publicUrl, (url) =>
      TestServer.of({
        url,
        portalDir: settings.portalDir,
        database,
        send: (target, init) => Effect.promise(() => send(url, target, init)),
      }),
    )
    return Layer.mergeAll(Layer.effect(TestServer, first), Layer.effect(OtherInstance, other)).pipe(
      Layer.provideMerge(serverLayer(settings)),
    )
  }),
)

/**
 * What the other instance serves once it heard of the change. PostgreSQL's notification arrives
 * over the network, so the read is repeated (each read is a real round trip; no timer) a bounded
 * number of times until the change shows.
 */
const onceHeard = <A>(read: Effect.Effect<A>, heard: (value: A) => boolean) =>
  Effect.gen(function* () {
    let value = yield* read
    for (let attempt = 0; !heard(value) && attempt < 2000; attempt++) value = yield* read
    return value
  })

const productNums = (items: ReadonlyArray<{ ProductNum: number }>) => items.map((item) => item.ProductNum)

describe(`item shop changes reach every instance's public reads, on ${databaseKind}`, () => {
  layer(twoInstances)((it) => {
    it.effect(
      "an item created, then taken off sale, through one instance shows, then leaves, on the other",
      () =>
        Effect.gen(function* () {
          const other = yield* OtherInstance
          const category = yield* newCategory("Other Instance")
          // Read (and kept in the other instance's memory) before anything changes.
          assert.deepStrictEqual(yield* other.itemShop(category.id), [])
          const created = yield* createItem(itemFields(category.id, { ItemName: "Twin Lantern" }))
          const shown = yield* onceHeard(other.itemShop(category.id), (items) => items.length > 0)
          assert.deepStrictEqual(productNums(shown), [created.ProductNum])

          const withdrawn = yield* asAdministrator("POST", "/staff/shop/items/sale", {
            ProductNum: created.ProductNum,
            onSale: false,
          })
          assert.strictEqual(withdrawn.status, 200)
          const gone = yield* onceHeard(other.itemShop(category.id), (items) => items.length === 0)
          assert.deepStrictEqual(gone, [])
        }),
    )
  })
})
