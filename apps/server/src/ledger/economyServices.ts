import { Layer } from "effect"
import { Cart } from "../cart/Cart.ts"
import { Purchases } from "../cart/Purchases.ts"
import { Coupons } from "../coupons/Coupons.ts"
import { History } from "../history/History.ts"
import { Shop } from "../shop/Shop.ts"
import { Idempotency } from "./Idempotency.ts"
import { Ledger } from "./Ledger.ts"

/** Everything behind the coupon, shop, cart and history calls. Needs a SqlClient. */
export const economyServices = Layer.mergeAll(
  Coupons.layer,
  Shop.layer,
  Cart.layer,
  Purchases.layer,
  History.layer,
).pipe(Layer.provide(Layer.mergeAll(Ledger.layer, Idempotency.layer)))
