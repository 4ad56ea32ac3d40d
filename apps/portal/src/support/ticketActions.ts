import type { ApiFailure } from "@gatehouse/api-client"
import { ticketEndpoints } from "@gatehouse/api-client"
import { ticketLinkOf } from "@gatehouse/domain"
import type { SubmitTicketValues } from "@gatehouse/ui"
import { Effect } from "effect"
import type { PortalServices } from "../app/PortalServices.tsx"
import { reportFailedAction } from "../dialogs/failureReports.ts"
import { refreshTickets } from "./ticketQueries.ts"

/** A sent ticket's number and id, or null when it was refused (the dialog has said why). */
export interface SentTicketAnswer {
  readonly id: number
  readonly ticketCode: string
}

const reportAndFail = (services: PortalServices) => (failure: ApiFailure) =>
  reportFailedAction(failure, services.handlers).pipe(Effect.as(null))

/**
 * POST /submitticket with what the player wrote and the purchase or top-up they chose. A refusal is
 * the spec §8 'ERROR!' dialog with the server's sentence; the form keeps everything typed.
 */
export const sendTicket = (
  services: PortalServices,
  values: SubmitTicketValues,
): Effect.Effect<SentTicketAnswer | null> => {
  const link = ticketLinkOf(values.link)
  return services
    .clientFor(ticketEndpoints)
    .submitTicket({
      category: values.category,
      subject: values.subject,
      message: values.message,
      purchaseId: link?.kind === "purchase" ? link.id : null,
      topUpCode: link?.kind === "topup" ? link.code : null,
    })
    .pipe(
      Effect.tap(() => Effect.promise(() => refreshTickets(services))),
      Effect.map(({ id, ticketCode }): SentTicketAnswer | null => ({ id, ticketCode })),
      Effect.catch(reportAndFail(services)),
    )
}

/** POST /mytickets/:id/reply; succeeds with whether the reply was sent, after the ticket is read again. */
export const replyToTicket = (
  services: PortalServices,
  id: number,
  message: string,
): Effect.Effect<boolean> =>
  services
    .clientFor(ticketEndpoints)
    .replyToMyTicket({ id, message })
    .pipe(
      Effect.tap(() => Effect.promise(() => refreshTickets(services))),
      Effect.as(true),
      Effect.catch((failure) => reportAndFail(services)(failure).pipe(Effect.as(false))),
    )
