import { Layer } from "effect"
import { gameLinkServices } from "../gamelink/layer.ts"
import { Ledger } from "../ledger/Ledger.ts"
import { Gateways } from "./Gateways.ts"
import { Payments } from "./Payments.ts"

/**
 * Everything behind the top-up page and the gateways' notifications: the gateways the settings turn
 * on, and the wallet GAME_LINK chooses (the same instance as the shop's).
 */
export const paymentServices = Payments.layer.pipe(
  Layer.provide([gameLinkServices, Ledger.layer, Gateways.layer]),
)
