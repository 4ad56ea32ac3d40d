import {
  type ApiFailure,
  type PolicyHandlers,
  plainErrorText,
  reportActionError,
} from "@gatehouse/api-client"
import { Effect } from "effect"
import { alertOf } from "./alerts.ts"

/**
 * The api-client's policy already alerts for a missing answer, a 429 and a 401; a second dialog on
 * top of those would tell the player the same thing twice.
 */
export const alreadyReported = (failure: ApiFailure): boolean =>
  failure._tag === "ApiNetworkError" ||
  (failure._tag === "ApiHttpError" && (failure.status === 401 || failure.status === 429))

/** Spec §8 action errors: the 'ERROR!' dialog, unless the policy has spoken already. */
export const reportFailedAction = (failure: ApiFailure, handlers: PolicyHandlers): Effect.Effect<void> =>
  alreadyReported(failure) ? Effect.void : reportActionError(failure, handlers)

/** Spec §8 login and coupon errors: a plain alert with the server's error or the failure's message. */
export const reportPlainFailure = (failure: ApiFailure, handlers: PolicyHandlers): Effect.Effect<void> =>
  alreadyReported(failure) ? Effect.void : alertOf(handlers, undefined, plainErrorText(failure))
