import type { ApiFailure } from "@gatehouse/api-client"
import { accountEndpoints } from "@gatehouse/api-client"
import type { FindIdForm, FindPasswordForm } from "@gatehouse/domain"
import { Effect, Result } from "effect"
import type { PortalServices } from "../app/PortalServices.tsx"
import { alertOf } from "../dialogs/alerts.ts"
import { reportFormFailure, successTitle } from "./accountDialogs.ts"

type FindServices = Pick<PortalServices, "clientFor" | "handlers">

/** Runs a request while the processing modal is open; resolves once the modal has closed. */
export type ProcessingHold = <A, E>(work: Effect.Effect<A, E>) => Effect.Effect<A, E>

const tell = (
  services: FindServices,
  answer: Result.Result<{ readonly message: string }, ApiFailure>,
): Effect.Effect<void> =>
  Result.isFailure(answer)
    ? reportFormFailure(answer.failure, services.handlers)
    : alertOf(services.handlers, successTitle, answer.success.message)

/** POST /findUserID behind the processing modal; the answer (never whether the address exists) after it. */
export const findUserId = (
  services: FindServices,
  form: FindIdForm,
  hold: ProcessingHold,
): Effect.Effect<void> =>
  hold(services.clientFor(accountEndpoints).findUserId(form).pipe(Effect.result)).pipe(
    Effect.flatMap((answer) => tell(services, answer)),
  )

/** POST /findPassword behind the processing modal: the server mails a reset link, never a password. */
export const findPassword = (
  services: FindServices,
  form: FindPasswordForm,
  hold: ProcessingHold,
): Effect.Effect<void> =>
  hold(services.clientFor(accountEndpoints).findPassword(form).pipe(Effect.result)).pipe(
    Effect.flatMap((answer) => tell(services, answer)),
  )
