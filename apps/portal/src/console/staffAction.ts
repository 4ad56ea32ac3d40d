import { reportFormFailure, successTitle } from "../accounts/accountDialogs.ts"
import type { PortalServices } from "../app/PortalServices.tsx"
import type { ClientAction } from "../data/clientAction.ts"
import { alertOf } from "../dialogs/alerts.ts"

/**
 * A staff action as the console runs it: on success the reads it changed are asked again and the
 * server's sentence is shown ('Success!'); on refusal the 'ERROR!' dialog shows the server's message
 * and every field it named.
 */
export const staffAction = <A extends { readonly message: string }>(
  services: Pick<PortalServices, "handlers">,
  call: ClientAction<A>["call"],
  changes: ReadonlyArray<string>,
): ClientAction<A> => ({
  call,
  changes,
  told: ({ message }) => alertOf(services.handlers, successTitle, message),
  report: reportFormFailure,
})

/** The names of these console calls' reads. */
export const consoleCalls = (...names: ReadonlyArray<string>): ReadonlyArray<string> =>
  names.map((name) => `console.${name}`)
