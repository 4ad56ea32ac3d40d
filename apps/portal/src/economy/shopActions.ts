import type { ApiFailure } from "@gatehouse/api-client"
import { Effect } from "effect"
import type { PortalServices } from "../app/PortalServices.tsx"
import { storeBalances } from "./balances.ts"
import { cartSignalOf } from "./cartSignal.ts"
import { alertMessage, reportShopFailure, successTitle } from "./economyDialogs.ts"

/** POST /addtocart: the server's message is shown, and the cart refetched either way. */
export const addToCart = (services: PortalServices, productNum: number): Effect.Effect<void> =>
  services.api.addToCart({ productnum: productNum }).pipe(
    Effect.flatMap(({ message }) => alertMessage(services.handlers, successTitle, message)),
    Effect.catch((failure) => reportShopFailure(failure, services.handlers)),
    Effect.ensuring(Effect.sync(() => cartSignalOf(services).changed())),
  )

/** What a purchase call answers. */
type Purchase = Effect.Effect<
  { readonly message: string; readonly userPoints: number; readonly userPoints2: number },
  ApiFailure
>

/**
 * A purchase (buy-now or the checked cart items): the new balances go into the session at once, the
 * server's message is shown, and the cart is refetched. A refusal (balance too low) charges nothing
 * and is told in an alert.
 */
export const purchase = (services: PortalServices, call: Purchase): Effect.Effect<boolean> =>
  call.pipe(
    Effect.tap((answer) => Effect.sync(() => storeBalances(services, answer))),
    Effect.flatMap(({ message }) => alertMessage(services.handlers, successTitle, message)),
    Effect.as(true),
    Effect.catch((failure) => reportShopFailure(failure, services.handlers).pipe(Effect.as(false))),
    Effect.ensuring(Effect.sync(() => cartSignalOf(services).changed())),
  )

/** POST /buyitem, after the player confirmed. */
export const buyNow = (services: PortalServices, productNum: number): Effect.Effect<boolean> =>
  purchase(services, services.api.buyItem({ productnum: productNum }))
