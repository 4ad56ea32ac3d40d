import { GatehouseApi } from "@gatehouse/api-client/contract"
import { HttpApiBuilder } from "effect/http-api"
import { notImplemented } from "./notImplemented.ts"

/** Redeeming codes: not offered yet, every call answers 501. */
export const CouponsHandlers = HttpApiBuilder.group(GatehouseApi, "coupons", (handlers) =>
  handlers.handleRaw("processCoupon", notImplemented("processCoupon")),
)
