import type { ApiFailure } from "@gatehouse/api-client"
import type { Effect } from "effect"
import type { PortalServices } from "../app/PortalServices.tsx"
import type { ClientAction } from "../data/clientAction.ts"
import { alertOf } from "../dialogs/alerts.ts"
import { alertTitles } from "../dialogs/alertTitles.ts"
import { consoleCalls } from "./staffAction.ts"

/** The title of the dialog that confirms a staff action, as the portal's other actions title theirs. */
export const staffSuccessTitle = alertTitles.success

/**
 * One staff action on a ticket: on success the server's sentence in a 'Success!' dialog and the
 * queue and ticket read again; on failure the 'ERROR!' dialog with the server's sentence.
 */
export const ticketDeskAction = (
  services: Pick<PortalServices, "handlers">,
  call: Effect.Effect<{ readonly message: string }, ApiFailure>,
  /** The dialog's title in the page's language; 'Success!' unless given. */
  title: string = staffSuccessTitle,
): ClientAction<{ readonly message: string }> => ({
  call,
  changes: consoleCalls("getStaffTicket", "getStaffTickets"),
  told: ({ message }) => alertOf(services.handlers, title, message),
})
