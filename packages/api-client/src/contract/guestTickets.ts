import { HttpApiEndpoint } from "effect/http-api"
import { GuestTicketPayload, GuestTicketResponse } from "../schemas/tickets.ts"
import { ValidationFailed } from "./errors.ts"
import { contractGroup, described } from "./group.ts"

export class GuestTicketsGroup extends contractGroup(
  "guestTickets",
  "A ticket from someone who cannot log in (a forgotten password, a blocked account): no session, always about the account, answered by e-mail. Limited per client address and per e-mail address as a player's tickets are per account (429 past the limit).",
).add(
  HttpApiEndpoint.post("submitGuestTicket", "/guestticket", {
    payload: GuestTicketPayload,
    success: GuestTicketResponse,
    error: ValidationFailed,
  }).annotateMerge(
    described(
      "Submit a ticket without an account",
      "For someone who cannot log in (a forgotten password, a blocked account): a ticket about the account, answered by e-mail. Form errors are a 422; limited per client address and per e-mail address (429 past the limit).",
      {},
      {
        request: {
          email: "kim@example.com",
          subject: "My account is blocked",
          message: "I cannot log in since yesterday; my User ID is ArcherKim.",
        },
        answer: {
          message: "Your ticket T-2026-000319 has been sent. Our reply will arrive at kim@example.com.",
          ticketCode: "T-2026-000319",
        },
      },
    ),
  ),
) {}
