import {
  type ApiFailure,
  reportActionError,
  type SecondFactorStatusResponse,
  secondFactorEndpoints,
  validationMessages,
} from "@gatehouse/api-client"
import type { LoadState, TwoStepState } from "@gatehouse/ui"
import { Effect } from "effect"
import type { PortalServices } from "../app/PortalServices.tsx"
import { apiQuery } from "../data/apiQuery.ts"
import type { ClientAction } from "../data/clientAction.ts"
import { mapLoaded } from "../data/mapLoaded.ts"

type TwoStepServices = Pick<PortalServices, "clientFor">

/** GET /second-factor: whether two-step sign-in is on, asked again after each change. */
export const twoStepQuery = apiQuery(secondFactorEndpoints, "getSecondFactor")

/** The section's state from the loaded status. */
export const twoStepStateOf = (state: LoadState<SecondFactorStatusResponse>): LoadState<TwoStepState> =>
  mapLoaded(
    state,
    (status): TwoStepState =>
      status.enabled
        ? { _tag: "On", required: status.required, recoveryCodesLeft: status.recoveryCodesLeft }
        : { _tag: "Off", required: status.required },
  )

/**
 * A step of turning two-step sign-in on or off. A refusal with a field message (a wrong code or
 * password) is shown in the section ({@link refusalOf}); anything else is the usual failure dialog.
 */
const twoStepAction = <A>(
  call: Effect.Effect<A, ApiFailure>,
  changes: ReadonlyArray<string> = [],
): ClientAction<A> => ({
  call,
  changes,
  report: (failure, handlers) =>
    refusalOf(failure) === undefined ? reportActionError(failure, handlers) : Effect.void,
})

/** The sentence a refused step shows beside its field, if the server named one. */
export const refusalOf = (failure: ApiFailure): string | undefined => validationMessages(failure)[0]

/** POST /second-factor/setup: a new key for the app. */
export const startTwoStep = (services: TwoStepServices) =>
  twoStepAction(services.clientFor(secondFactorEndpoints).setUpSecondFactor())

/** POST /second-factor/confirm: the app's first code turns it on and brings the recovery codes. */
export const confirmTwoStep = (services: TwoStepServices, code: string) =>
  twoStepAction(services.clientFor(secondFactorEndpoints).confirmSecondFactor({ code }), [twoStepQuery.call])

/** POST /second-factor/disable with the password or a code. */
export const turnOffTwoStep = (services: TwoStepServices, proof: string) =>
  twoStepAction(services.clientFor(secondFactorEndpoints).disableSecondFactor({ proof }), [twoStepQuery.call])
