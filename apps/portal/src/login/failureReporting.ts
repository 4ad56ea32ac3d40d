import { type ApiFailure, type PolicyHandlers, reportActionError } from "@gatehouse/api-client"
import { Effect } from "effect"

/**
 * The api-client's policy already alerts for a missing answer, a 429 and a 401; an 'ERROR!' dialog on
 * top of those would tell the player the same thing twice.
 */
const alreadyReported = (failure: ApiFailure): boolean =>
  failure._tag === "ApiNetworkError" ||
  (failure._tag === "ApiHttpError" && (failure.status === 401 || failure.status === 429))

/** Spec §8 action errors: the 'ERROR!' dialog, unless the policy has spoken already. */
export const reportFailedAction = (failure: ApiFailure, handlers: PolicyHandlers): Effect.Effect<void> =>
  alreadyReported(failure) ? Effect.void : reportActionError(failure, handlers)
