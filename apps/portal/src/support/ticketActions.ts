import { ticketEndpoints } from "@gatehouse/api-client"
import { type GuestTicketForm, ticketLinkOf } from "@gatehouse/domain"
import type { SubmitTicketValues } from "@gatehouse/ui"
import type { PortalServices } from "../app/PortalServices.tsx"
import type { ClientAction } from "../data/clientAction.ts"
import { ticketReads } from "./ticketQueries.ts"

/** A sent ticket's number and id. */
export interface SentTicketAnswer {
  readonly id: number
  readonly ticketCode: string
}

/**
 * POST /submitticket with what the player wrote and the purchase or top-up they chose. A refusal is
 * the spec §8 'ERROR!' dialog with the server's sentence; the form keeps everything typed.
 */
export const sendTicket = (
  services: PortalServices,
  values: SubmitTicketValues,
): ClientAction<SentTicketAnswer> => {
  const link = ticketLinkOf(values.link)
  return {
    call: services.clientFor(ticketEndpoints).submitTicket({
      category: values.category,
      subject: values.subject,
      message: values.message,
      purchaseId: link?.kind === "purchase" ? link.id : null,
      topUpCode: link?.kind === "topup" ? link.code : null,
    }),
    changes: ticketReads,
  }
}

/**
 * POST /guestticket: an account ticket from someone who cannot log in, answered by e-mail. A refusal
 * (a wrong address, too many tickets) is the same 'ERROR!' dialog; the form keeps everything typed.
 */
export const sendGuestTicket = (
  services: PortalServices,
  values: GuestTicketForm,
): ClientAction<{ readonly ticketCode: string }> => ({
  call: services.clientFor(ticketEndpoints).submitGuestTicket(values),
})

/** POST /mytickets/:id/reply; the ticket is read again with the reply in it. */
export const replyToTicket = (
  services: PortalServices,
  id: number,
  message: string,
): ClientAction<unknown> => ({
  call: services.clientFor(ticketEndpoints).replyToMyTicket({ id, message }),
  changes: ticketReads,
})
