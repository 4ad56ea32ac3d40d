import { HttpApiEndpoint } from "effect/http-api"
import { GuestTicketPayload, GuestTicketResponse } from "../schemas/tickets.ts"
import { ValidationFailed } from "./errors.ts"
import { contractGroup } from "./group.ts"

/**
 * A ticket from someone who cannot log in (a forgotten password, a blocked account): no session,
 * always about the account, answered by e-mail. Limited per client address and per e-mail address
 * as a player's tickets are per account (429 past the limit).
 */
export class GuestTicketsGroup extends contractGroup("guestTickets").add(
  HttpApiEndpoint.post("submitGuestTicket", "/guestticket", {
    payload: GuestTicketPayload,
    success: GuestTicketResponse,
    error: ValidationFailed,
  }),
) {}
