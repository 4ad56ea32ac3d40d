import { Effect } from "effect"
import type { PortalServices } from "../app/PortalServices.tsx"
import { alertOf } from "../dialogs/alerts.ts"
import { reportFailedAction } from "../dialogs/failureReports.ts"

/** The title of the dialog that confirms a staff action, as the portal's other actions title theirs. */
export const staffSuccessTitle = "Success!"

/**
 * Runs one staff action on a ticket: on success the server's sentence in a 'Success!' dialog and the
 * queue and ticket read again; on failure the 'ERROR!' dialog with the server's sentence. Succeeds
 * with whether the action was done.
 */
export const ticketDeskAction = (
  services: PortalServices,
  call: Effect.Effect<{ readonly message: string }, Parameters<typeof reportFailedAction>[0]>,
): Effect.Effect<boolean> =>
  call.pipe(
    Effect.tap(() =>
      Effect.promise(() =>
        services.queries.invalidate(
          (query) => query.call === "console.getStaffTicket" || query.call === "console.getStaffTickets",
        ),
      ),
    ),
    Effect.flatMap(({ message }) => alertOf(services.handlers, staffSuccessTitle, message)),
    Effect.as(true),
    Effect.catch((failure) => reportFailedAction(failure, services.handlers).pipe(Effect.as(false))),
  )
