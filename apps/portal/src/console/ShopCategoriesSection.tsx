import type { ApiFailure } from "@gatehouse/api-client"
import { type ShopAdminCategory, ShopCategories } from "@gatehouse/ui/console"
import type { Effect } from "effect"
import { usePortalServices } from "../app/PortalServices.tsx"
import { useAction } from "../data/useAction.ts"
import { useQuery } from "../data/useQuery.ts"
import { useConsoleApi } from "./consoleApi.ts"
import { consoleQuery } from "./consoleQuery.ts"
import { shopChange } from "./shopAdminActions.ts"

/** The shop's categories: every change is sent, told, and the list read again. */
export const ShopCategoriesSection = () => {
  const services = usePortalServices()
  const api = useConsoleApi()
  const { state } = useQuery(consoleQuery(api, "getShopAdminCategories"))
  const { run, isPending } = useAction()
  const list = state.status === "loaded" ? { status: "loaded" as const, value: state.value.data } : state
  const change = (call: Effect.Effect<{ readonly message: string }, ApiFailure>) =>
    void run(shopChange(services, call))
  return (
    <ShopCategories
      list={list}
      isPending={isPending}
      onCreate={(category_name) => change(api.createShopCategory({ category_name }))}
      onRename={(category: ShopAdminCategory, category_name) =>
        change(api.updateShopCategory({ id: category.id, category_name, hidden: category.hidden }))
      }
      onToggleHidden={(category) =>
        change(
          api.updateShopCategory({
            id: category.id,
            category_name: category.category_name,
            hidden: !category.hidden,
          }),
        )
      }
      onReorder={(ids) => change(api.reorderShopCategories({ ids }))}
      onDelete={(category) => change(api.deleteShopCategory({ id: category.id }))}
    />
  )
}
