import type { ApiFailure } from "@gatehouse/api-client"
import type { ShopItemErrors } from "@gatehouse/ui/console"
import { Effect } from "effect"
import type { PortalServices } from "../app/PortalServices.tsx"
import { announce } from "../dialogs/alerts.ts"
import { reportFailedAction } from "../dialogs/failureReports.ts"
import { successTitle } from "../economy/economyDialogs.ts"

/** The console's shop reads and the public shop's, which every change of the shop makes stale. */
const shopCalls = new Set([
  "console.getShopAdminCategories",
  "console.getShopAdminItems",
  "console.getShopAdminItem",
  "getShopCategories",
  "getItemShop",
  "getTopSales",
])

export const refreshShopReads = (services: PortalServices) =>
  services.queries.invalidate((query) => shopCalls.has(query.call))

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
 * changes. Answers what the call answered, or the failure.
 */
export const runShopChange = <A extends { readonly message: string }>(
  services: PortalServices,
  change: Effect.Effect<A, ApiFailure>,
): Promise<
  { readonly ok: true; readonly answer: A } | { readonly ok: false; readonly failure: ApiFailure }
> =>
  Effect.runPromise(
    change.pipe(
      Effect.tap((answer) => announce(services.handlers, successTitle, answer.message)),
      Effect.tap(() => Effect.promise(() => refreshShopReads(services))),
      Effect.map((answer) => ({ ok: true as const, answer })),
      Effect.catch((failure) =>
        reportFailedAction(failure, services.handlers).pipe(Effect.as({ ok: false as const, failure })),
      ),
    ),
  )
