import { type ShopItemFilters, ShopItemList, shopSaleChoices } from "@gatehouse/ui/console"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useAction } from "../data/useAction.ts"
import { useQuery } from "../data/useQuery.ts"
import { useConsoleApi } from "./consoleApi.ts"
import { consoleQuery } from "./consoleQuery.ts"
import { shopChange } from "./shopAdminActions.ts"

const shopPagePath = "/staff/shop"

/** The filters an address carries (`/staff/shop?category=2&onSale=no&text=mask&page=2`). */
const filtersOf = (search: string): ShopItemFilters => {
  const params = new URLSearchParams(search)
  const category = params.get("category") ?? ""
  const onSale = params.get("onSale") ?? ""
  return {
    category: /^\d{1,9}$/.test(category) ? category : "",
    onSale: shopSaleChoices.find((choice) => choice === onSale) ?? "",
    text: (params.get("text") ?? "").slice(0, 60),
  }
}

/** The address of the list with these filters. */
const addressOf = (filters: ShopItemFilters) => {
  const params = new URLSearchParams()
  if (filters.category !== "") params.set("category", filters.category)
  if (filters.onSale !== "") params.set("onSale", filters.onSale)
  if (filters.text.trim() !== "") params.set("text", filters.text.trim())
  const text = params.toString()
  return `${shopPagePath}${text === "" ? "" : `?${text}`}`
}

/** Every shop item, filtered by what the address says; each can go on or off sale from here. */
export const ShopItemsSection = ({ page, search }: { readonly page: number; readonly search: string }) => {
  const services = usePortalServices()
  const api = useConsoleApi()
  const filters = filtersOf(search)
  const categories = useQuery(consoleQuery(api, "getShopAdminCategories")).state
  const { state } = useQuery(
    consoleQuery(api, "getShopAdminItems", {
      page,
      ...(filters.category === "" ? {} : { category: Number(filters.category) }),
      ...(filters.onSale === "" ? {} : { onSale: filters.onSale }),
      ...(filters.text.trim() === "" ? {} : { text: filters.text.trim() }),
    }),
  )
  const { run, pending: pendingItem } = useAction<number>()
  const list =
    state.status === "loaded"
      ? {
          status: "loaded" as const,
          value: { items: state.value.data, pageCount: state.value.pageCount, total: state.value.total },
        }
      : state
  const filtered = addressOf(filters)
  return (
    <ShopItemList
      key={search}
      list={list}
      categories={categories.status === "loaded" ? categories.value.data : []}
      filters={filters}
      onFilter={(next) => services.navigate(addressOf(next))}
      page={page}
      // The pager adds `&page={n}` itself.
      pageTarget={filtered.includes("?") ? filtered : `${filtered}?`}
      editHref={(item) => `${shopPagePath}?edit=${item.ProductNum}`}
      newHref={`${shopPagePath}?new=1`}
      pendingItem={pendingItem}
      onSaleChange={(item, onSale) =>
        void run(
          shopChange(services, api.setShopItemSale({ ProductNum: item.ProductNum, onSale })),
          item.ProductNum,
        )
      }
    />
  )
}
