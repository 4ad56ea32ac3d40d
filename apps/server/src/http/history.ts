import { GatehouseApi } from "@gatehouse/api-client/contract"
import { HttpApiBuilder } from "effect/http-api"
import { notImplemented } from "./notImplemented.ts"

/** Purchase and top-up history: not offered yet, every call answers 501. */
export const HistoryHandlers = HttpApiBuilder.group(GatehouseApi, "history", (handlers) =>
  handlers
    .handleRaw("getShopPurchases", notImplemented("getShopPurchases"))
    .handleRaw("getTopUpHistory", notImplemented("getTopUpHistory")),
)
