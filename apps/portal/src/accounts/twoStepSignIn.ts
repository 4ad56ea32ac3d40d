import {
  type ApiFailure,
  type SecondFactorStatusResponse,
  secondFactorEndpoints,
  validationMessages,
} from "@gatehouse/api-client"
import type { LoadState, TwoStepState } from "@gatehouse/ui"
import { Effect, Result } from "effect"
import type { PortalServices } from "../app/PortalServices.tsx"
import { apiQuery } from "../data/apiQuery.ts"
import { reportFailedAction } from "../dialogs/failureReports.ts"

type TwoStepServices = Pick<PortalServices, "clientFor" | "handlers">

/** GET /second-factor: whether two-step sign-in is on, asked again after each change. */
export const twoStepQuery = apiQuery(secondFactorEndpoints, "getSecondFactor")

/** The section's state from the loaded status. */
export const twoStepStateOf = (state: LoadState<SecondFactorStatusResponse>): TwoStepState =>
  state.status === "loaded"
    ? state.value.enabled
      ? { _tag: "On", required: state.value.required, recoveryCodesLeft: state.value.recoveryCodesLeft }
      : { _tag: "Off", required: state.value.required }
    : { _tag: state.status === "loading" ? "Loading" : "Failed" }

/** What a step came to: its answer, or the sentence to show beside the field. */
export type TwoStepAnswer<A> =
  | { readonly _tag: "Done"; readonly value: A }
  | { readonly _tag: "Refused"; readonly message: string }
  | { readonly _tag: "Failed" }

/**
 * A refusal with a field message (a wrong code or password) is shown in the section; anything
 * else is the usual failure dialog.
 */
const answerOf = <A>(services: TwoStepServices, call: Effect.Effect<A, ApiFailure>) =>
  Effect.gen(function* () {
    const answer = yield* Effect.result(call)
    if (Result.isSuccess(answer)) return { _tag: "Done", value: answer.success } as TwoStepAnswer<A>
    const [refusal] = validationMessages(answer.failure)
    if (refusal !== undefined) return { _tag: "Refused", message: refusal } as TwoStepAnswer<A>
    yield* reportFailedAction(answer.failure, services.handlers)
    return { _tag: "Failed" } as TwoStepAnswer<A>
  })

/** POST /second-factor/setup: a new key for the app. */
export const startTwoStep = (services: TwoStepServices) =>
  answerOf(services, services.clientFor(secondFactorEndpoints).setUpSecondFactor())

/** POST /second-factor/confirm: the app's first code turns it on and brings the recovery codes. */
export const confirmTwoStep = (services: TwoStepServices, code: string) =>
  answerOf(services, services.clientFor(secondFactorEndpoints).confirmSecondFactor({ code }))

/** POST /second-factor/disable with the password or a code. */
export const turnOffTwoStep = (services: TwoStepServices, proof: string) =>
  answerOf(services, services.clientFor(secondFactorEndpoints).disableSecondFactor({ proof }))
