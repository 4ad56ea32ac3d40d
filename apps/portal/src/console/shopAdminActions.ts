import type { ApiFailure } from "@gatehouse/api-client"
import type { ShopItemErrors } from "@gatehouse/ui/console"
import type { Effect } from "effect"
import type { PortalServices } from "../app/PortalServices.tsx"
import type { ClientAction } from "../data/clientAction.ts"
import { announce } from "../dialogs/alerts.ts"
import { successTitle } from "../economy/economyDialogs.ts"

/** The console's shop reads and the public shop's, which every change of the shop makes stale. */
const shopCalls = [
  "console.getShopAdminCategories",
  "console.getShopAdminItems",
  "console.getShopAdminItem",
  "getShopCategories",
  "getItemShop",
  "getTopSales",
]

/** The fields a refused item names (`payload.price` → `price`), to show beside each field. */
export const fieldErrorsOf = (failure: ApiFailure): ShopItemErrors => {
  if (failure._tag !== "ApiHttpError") return {}
  const errors = failure.body.errors
  if (errors === undefined || Array.isArray(errors)) return {}
  return Object.fromEntries(
    Object.entries(errors as Record<string, ReadonlyArray<string>>).map(([field, messages]) => [
      field.replace(/^payload\./, ""),
      messages.join("\n"),
    ]),
  )
}

/**
 * One change of the shop: on success the server's sentence is shown and every shop read is asked
 * again; on failure the server's own message shows in the spec's ERROR! dialog and nothing else
 * changes.
 */
export const shopChange = <A extends { readonly message: string }>(
  services: Pick<PortalServices, "handlers">,
  call: Effect.Effect<A, ApiFailure>,
): ClientAction<A> => ({
  call,
  changes: shopCalls,
  told: ({ message }) => announce(services.handlers, successTitle, message),
})
