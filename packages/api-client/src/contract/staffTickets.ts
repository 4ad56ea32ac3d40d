import { HttpApiEndpoint } from "effect/http-api"
import { MessageResponse } from "../schemas/common.ts"
import { StaffTicketResponse, StaffTicketsQuery, StaffTicketsResponse } from "../schemas/staff/tickets.ts"
import { TicketIdParams, TicketReplyPayload } from "../schemas/tickets.ts"
import { Conflict, NotFound, ValidationFailed } from "./errors.ts"
import {
  missingWingsAnswer,
  missingWingsMessage,
  missingWingsTicket,
  ticketIdParameter,
  wingsPurchaseLink,
} from "./examples/tickets.ts"
import { contractGroup, described, pageParameter } from "./group.ts"
import { EditorAccess } from "./staffAccess.ts"

/** The example ticket in the queue: still open, and whose it is. */
const missingWingsQueued = { ...missingWingsTicket, userId: missingWingsMessage.author, guestEmail: null }

export class StaffTicketsGroup extends contractGroup(
  "staffTickets",
  "The console's Tickets page (ADR 0025): any staff member reads the queue and a ticket, answers (the ticket becomes answered), closes and reopens. Each change is audited.",
).add(
  HttpApiEndpoint.get("getStaffTickets", "/staff/tickets", {
    query: StaffTicketsQuery,
    success: StaffTicketsResponse,
  })
    .annotateMerge(
      described(
        "List the ticket queue",
        "Tickets filtered by status, category and text (the ticket number, subject, player's user ID or a guest's e-mail), 20 a page: open tickets first, longest waiting on top, then answered and closed, newest first. An unknown status or category is a 400.",
        {
          status: "Only tickets in this state: `open`, `answered` or `closed`.",
          category: "Only tickets of this category.",
          text: "Only tickets whose number, subject, player's user ID or guest's e-mail contains this text.",
          ...pageParameter,
        },
        {
          answer: {
            data: [missingWingsQueued],
            page: 1,
            pageCount: 1,
          },
        },
      ),
    )
    .middleware(EditorAccess),
  HttpApiEndpoint.get("getStaffTicket", "/staff/tickets/:id", {
    params: TicketIdParams,
    success: StaffTicketResponse,
    error: NotFound,
  })
    .annotateMerge(
      described(
        "Read a ticket",
        "The ticket, whose it is (the player, or a guest's e-mail address), what it is linked to and its messages; 404 for no such ticket.",
        ticketIdParameter,
        {
          answer: {
            ticket: missingWingsQueued,
            userNum: 1042,
            email: "kim@example.com",
            link: wingsPurchaseLink,
            messages: [missingWingsMessage],
          },
        },
      ),
    )
    .middleware(EditorAccess),
  HttpApiEndpoint.post("replyToTicket", "/staff/tickets/:id/reply", {
    params: TicketIdParams,
    payload: TicketReplyPayload,
    success: MessageResponse,
    error: [ValidationFailed, NotFound, Conflict],
  })
    .annotateMerge(
      described(
        "Answer a ticket",
        "Adds staff's answer and marks the ticket answered; a guest's answer is mailed to its address. An empty or too long answer is a 422, a closed ticket a 409.",
        ticketIdParameter,
        {
          request: { message: missingWingsAnswer.body },
          answer: { message: "Your answer has been sent. The ticket is now answered." },
        },
      ),
    )
    .middleware(EditorAccess),
  HttpApiEndpoint.post("closeTicket", "/staff/tickets/:id/close", {
    params: TicketIdParams,
    success: MessageResponse,
    error: [NotFound, Conflict],
  })
    .annotateMerge(
      described("Close a ticket", "Closes the ticket; 409 when it is already closed.", ticketIdParameter, {
        answer: { message: "The ticket is closed." },
      }),
    )
    .middleware(EditorAccess),
  HttpApiEndpoint.post("reopenTicket", "/staff/tickets/:id/reopen", {
    params: TicketIdParams,
    success: MessageResponse,
    error: [NotFound, Conflict],
  })
    .annotateMerge(
      described(
        "Reopen a ticket",
        "Makes a closed ticket open again; 409 when it is not closed.",
        ticketIdParameter,
        { answer: { message: "The ticket is open again." } },
      ),
    )
    .middleware(EditorAccess),
) {}
