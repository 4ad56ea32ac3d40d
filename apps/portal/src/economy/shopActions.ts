import type { ApiFailure } from "@gatehouse/api-client"
import { cartEndpoints } from "@gatehouse/api-client"
import { Effect } from "effect"
import type { PortalServices } from "../app/PortalServices.tsx"
import type { ClientAction } from "../data/clientAction.ts"
import { alertOf } from "../dialogs/alerts.ts"
import { storeBalances } from "./balances.ts"
import { cartReads, purchaseReads } from "./cartQuery.ts"
import { reportShopFailure, successTitle } from "./economyDialogs.ts"

/**
 * POST /addtocart: the cart is refetched either way. A success is told without stopping the player
 * (`onAdded` with the server's message, shown in the shop's toast), as the spec shows no answer for
 * it; a refusal stays an alert (spec §8 Shop and cart).
 */
export const addToCart = (
  services: PortalServices,
  productNum: number,
  onAdded: (message: string) => void,
): ClientAction<{ readonly message: string }> => ({
  call: services.clientFor(cartEndpoints).addToCart({ productnum: productNum }),
  changes: cartReads,
  changesWhenRefused: true,
  told: ({ message }) => Effect.sync(() => onAdded(message)),
  report: reportShopFailure,
})

/** What a purchase call answers. */
export interface PurchaseAnswer {
  readonly message: string
  readonly userPoints: number
  readonly userPoints2: number
}

/**
 * A purchase (buy-now or the checked cart items): the new balances go into the session at once, the
 * server's message is shown, and what it changed is read again. A refusal (balance too low) charges
 * nothing and is told in an alert.
 */
export const purchase = (
  services: PortalServices,
  call: Effect.Effect<PurchaseAnswer, ApiFailure>,
  changes: ReadonlyArray<string>,
): ClientAction<PurchaseAnswer> => ({
  call: call.pipe(Effect.tap((answer) => Effect.sync(() => storeBalances(services, answer)))),
  changes,
  told: ({ message }) => alertOf(services.handlers, successTitle, message),
  report: reportShopFailure,
})

/** POST /buyitem, after the player confirmed: the cart is not touched, so it is not asked again. */
export const buyNow = (services: PortalServices, productNum: number): ClientAction<PurchaseAnswer> =>
  purchase(services, services.clientFor(cartEndpoints).buyItem({ productnum: productNum }), purchaseReads)
