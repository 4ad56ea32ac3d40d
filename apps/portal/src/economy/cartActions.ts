import { cartEndpoints } from "@gatehouse/api-client"
import type { CartRow } from "@gatehouse/domain"
import { Effect } from "effect"
import type { PortalServices } from "../app/PortalServices.tsx"
import { refetchCart } from "./cartQuery.ts"
import { purchase } from "./shopActions.ts"

/** Spec §8: failed cart operations are logged only; the refetched cart shows how things stand. */
const cartOperation = (services: PortalServices, what: string, call: Effect.Effect<unknown, unknown>) =>
  call.pipe(
    Effect.asVoid,
    Effect.catch((failure) => Effect.sync(() => console.error(`The cart could not ${what}`, failure))),
    Effect.ensuring(Effect.sync(() => void refetchCart(services))),
  )

/** POST /updateCheck toggles the row's check box. */
export const toggleCheck = (services: PortalServices, row: CartRow): Effect.Effect<void> =>
  cartOperation(
    services,
    "change the check box",
    services.clientFor(cartEndpoints).updateCheck({ seq: row.seq, ProductNum: row.shopitem.ProductNum }),
  )

/** POST /updateQuantity by +1 or −1 (never below 1; the server holds that line too). */
export const changeQuantity = (
  services: PortalServices,
  row: CartRow,
  change: 1 | -1,
): Effect.Effect<void> =>
  change === -1 && row.quantity <= 1
    ? Effect.void
    : cartOperation(
        services,
        "change the quantity",
        services.clientFor(cartEndpoints).updateQuantity({
          seq: row.seq,
          ProductNum: row.shopitem.ProductNum,
          quantityChange: change,
        }),
      )

/** POST /removecartitem takes the whole row out of the cart. */
export const removeRow = (services: PortalServices, row: CartRow): Effect.Effect<void> =>
  cartOperation(
    services,
    "remove the item",
    services.clientFor(cartEndpoints).removeCartItem({ seq: row.seq, ProductNum: row.shopitem.ProductNum }),
  )

/** POST /buycartitem with the checked rows: all of them are bought, or none. */
export const buyChecked = (
  services: PortalServices,
  rows: ReadonlyArray<CartRow>,
): Effect.Effect<boolean> => {
  const items = rows.filter((row) => row.isChecked === 1).map((row) => row.seq)
  return items.length === 0
    ? Effect.succeed(false)
    : purchase(services, services.clientFor(cartEndpoints).buyCartItem({ items }))
}
