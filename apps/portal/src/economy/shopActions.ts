import type { ApiFailure } from "@gatehouse/api-client"
import { cartEndpoints } from "@gatehouse/api-client"
import { Effect } from "effect"
import type { PortalServices } from "../app/PortalServices.tsx"
import { alertOf } from "../dialogs/alerts.ts"
import { storeBalances } from "./balances.ts"
import { refetchCart } from "./cartQuery.ts"
import { reportShopFailure, successTitle } from "./economyDialogs.ts"

/** Once the call has answered, either way, every view of the cart refetches while any message shows. */
const thenRefetchCart =
  (services: PortalServices) =>
  <A, E>(call: Effect.Effect<A, E>): Effect.Effect<A, E> =>
    call.pipe(Effect.ensuring(Effect.sync(() => void refetchCart(services))))

/** POST /addtocart: the server's message is shown, and the cart refetched either way. */
export const addToCart = (services: PortalServices, productNum: number): Effect.Effect<void> =>
  services
    .clientFor(cartEndpoints)
    .addToCart({ productnum: productNum })
    .pipe(
      thenRefetchCart(services),
      Effect.flatMap(({ message }) => alertOf(services.handlers, successTitle, message)),
      Effect.catch((failure) => reportShopFailure(failure, services.handlers)),
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
    thenRefetchCart(services),
    Effect.tap((answer) => Effect.sync(() => storeBalances(services, answer))),
    Effect.flatMap(({ message }) => alertOf(services.handlers, successTitle, message)),
    Effect.as(true),
    Effect.catch((failure) => reportShopFailure(failure, services.handlers).pipe(Effect.as(false))),
  )

/** POST /buyitem, after the player confirmed. */
export const buyNow = (services: PortalServices, productNum: number): Effect.Effect<boolean> =>
  purchase(services, services.clientFor(cartEndpoints).buyItem({ productnum: productNum }))
