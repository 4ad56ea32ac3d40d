import { type ApiFailure, type PolicyHandlers, plainErrorText } from "@gatehouse/api-client"
import type { Effect } from "effect"
import { alertOf } from "./alerts.ts"

/** Spec §8 login and coupon errors: a plain alert with the server's error or the failure's message. */
export const reportPlainFailure = (failure: ApiFailure, handlers: PolicyHandlers): Effect.Effect<void> =>
  alertOf(handlers, undefined, plainErrorText(failure))
