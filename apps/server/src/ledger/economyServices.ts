import { Layer } from "effect"
import { Cart } from "../cart/Cart.ts"
import { Purchases } from "../cart/Purchases.ts"
import { Coupons } from "../coupons/Coupons.ts"
import { type GameLinkServices, gameLinkServices } from "../gamelink/layer.ts"
import { History } from "../history/History.ts"
import { Shop } from "../shop/Shop.ts"

/**
 * Everything behind the coupon, shop, cart and history calls. Needs a SqlClient; the game link is the
 * one GAME_LINK chooses (the same instance as the account services', layers being shared by reference).
 */
export const economyServicesWith = <R>(gameLink: Layer.Layer<GameLinkServices, never, R>) =>
  Layer.mergeAll(Coupons.layer, Shop.layer, Cart.layer, Purchases.layer, History.layer).pipe(
    Layer.provide(gameLink),
  )

export const economyServices = economyServicesWith(gameLinkServices)
