import { accountEndpoints } from "@gatehouse/api-client"
import type { FindIdForm, FindPasswordForm } from "@gatehouse/domain"
import type { Effect } from "effect"
import type { PortalServices } from "../app/PortalServices.tsx"
import type { ClientAction } from "../data/clientAction.ts"
import { alertOf } from "../dialogs/alerts.ts"
import { reportFormFailure, successTitle } from "./accountDialogs.ts"

type FindServices = Pick<PortalServices, "clientFor" | "handlers">

/** Runs a request while the processing modal is open; resolves once the modal has closed. */
export type ProcessingHold = <A, E>(work: Effect.Effect<A, E>) => Effect.Effect<A, E>

/** The answer (never whether the address exists) or the refusal, told once the modal has closed. */
const heldFind = (
  services: FindServices,
  call: Effect.Effect<{ readonly message: string }, Parameters<typeof reportFormFailure>[0]>,
  hold: ProcessingHold,
): ClientAction<{ readonly message: string }> => ({
  call: hold(call),
  told: ({ message }) => alertOf(services.handlers, successTitle, message),
  report: reportFormFailure,
})

/** POST /findUserID behind the processing modal. */
export const findUserId = (services: FindServices, form: FindIdForm, hold: ProcessingHold) =>
  heldFind(services, services.clientFor(accountEndpoints).findUserId(form), hold)

/** POST /findPassword behind the processing modal: the server mails a reset link, never a password. */
export const findPassword = (services: FindServices, form: FindPasswordForm, hold: ProcessingHold) =>
  heldFind(services, services.clientFor(accountEndpoints).findPassword(form), hold)
