import { type ApiFailure, cartEndpoints } from "@gatehouse/api-client"
import type { CartRow } from "@gatehouse/domain"
import { Effect } from "effect"
import type { PortalServices } from "../app/PortalServices.tsx"
import type { ClientAction } from "../data/clientAction.ts"
import { cartReads, purchaseReads } from "./cartQuery.ts"
import { type PurchaseAnswer, purchase } from "./shopActions.ts"

/** An action that does nothing: nothing is sent, read again or told. */
const nothing: ClientAction<null> = { call: Effect.succeed(null) }

/** Spec §8: failed cart operations are logged only; the refetched cart shows how things stand. */
const cartOperation = (what: string, call: Effect.Effect<unknown, ApiFailure>): ClientAction<unknown> => ({
  call: call.pipe(
    Effect.tapError((failure) => Effect.sync(() => console.error(`The cart could not ${what}`, failure))),
  ),
  changes: cartReads,
  changesWhenRefused: true,
  report: null,
})

/** POST /updateCheck toggles the row's check box. */
export const toggleCheck = (services: PortalServices, row: CartRow): ClientAction<unknown> =>
  cartOperation(
    "change the check box",
    services.clientFor(cartEndpoints).updateCheck({ seq: row.seq, ProductNum: row.shopitem.ProductNum }),
  )

/** POST /updateQuantity by +1 or −1 (never below 1; the server holds that line too). */
export const changeQuantity = (
  services: PortalServices,
  row: CartRow,
  change: 1 | -1,
): ClientAction<unknown> =>
  change === -1 && row.quantity <= 1
    ? nothing
    : cartOperation(
        "change the quantity",
        services.clientFor(cartEndpoints).updateQuantity({
          seq: row.seq,
          ProductNum: row.shopitem.ProductNum,
          quantityChange: change,
        }),
      )

/** POST /removecartitem takes the whole row out of the cart. */
export const removeRow = (services: PortalServices, row: CartRow): ClientAction<unknown> =>
  cartOperation(
    "remove the item",
    services.clientFor(cartEndpoints).removeCartItem({ seq: row.seq, ProductNum: row.shopitem.ProductNum }),
  )

/** POST /buycartitem with the checked rows: all of them are bought, or none; the cart is read again either way. */
export const buyChecked = (
  services: PortalServices,
  rows: ReadonlyArray<CartRow>,
): ClientAction<PurchaseAnswer | null> => {
  const items = rows.filter((row) => row.isChecked === 1).map((row) => row.seq)
  return items.length === 0
    ? nothing
    : {
        ...purchase(services, services.clientFor(cartEndpoints).buyCartItem({ items }), [
          ...cartReads,
          ...purchaseReads,
        ]),
        changesWhenRefused: true,
      }
}
