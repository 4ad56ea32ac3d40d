import { HttpApiEndpoint } from "effect/http-api"
import { MessageResponse } from "../schemas/common.ts"
import { MailboxResponse } from "../schemas/mailbox.ts"
import {
  MyTicketResponse,
  MyTicketsResponse,
  SubmitTicketPayload,
  SubmitTicketResponse,
  TicketIdParams,
  TicketLinksResponse,
  TicketReplyPayload,
} from "../schemas/tickets.ts"
import { Conflict, NotFound, ValidationFailed } from "./errors.ts"
import {
  missingWingsAnswer,
  missingWingsMessage,
  missingWingsTicket,
  ticketIdParameter,
  wingsPurchase,
  wingsPurchaseLink,
} from "./examples/tickets.ts"
import { contractGroup, described } from "./group.ts"
import { Authorization } from "./middleware.ts"

/** The example ticket once staff answered it, their answer not yet read. */
const missingWingsAnswered = {
  ...missingWingsTicket,
  status: "answered",
  updatedAt: missingWingsAnswer.at,
  unread: 1,
}

export class TicketsGroup extends contractGroup(
  "tickets",
  "The signed-in player's support tickets (spec §1): write one, follow them, answer staff. A ticket that is not the player's own is answered as not found, so nobody learns which numbers exist.",
)
  .add(
    HttpApiEndpoint.post("submitTicket", "/submitticket", {
      payload: SubmitTicketPayload,
      success: SubmitTicketResponse,
      error: ValidationFailed,
    }).annotateMerge(
      described(
        "Submit a support ticket",
        "Writes a ticket for the signed-in player, optionally linked to one of the player's own purchases or redeemed top-ups; answers its number. Form errors are a 422; tickets are limited per account (429 past the limit).",
        {},
        {
          request: {
            category: missingWingsTicket.category,
            subject: missingWingsTicket.subject,
            message: missingWingsMessage.body,
            purchaseId: Number(wingsPurchase.ref),
            topUpCode: null,
          },
          answer: {
            message: `Your ticket ${missingWingsTicket.ticketCode} has been sent. Our reply will arrive in your Mailbox.`,
            id: missingWingsTicket.id,
            ticketCode: missingWingsTicket.ticketCode,
          },
        },
      ),
    ),
    HttpApiEndpoint.get("getTicketLinks", "/ticketlinks", { success: TicketLinksResponse }).annotateMerge(
      described(
        "List what a ticket can be about",
        "The caller's recent purchases and redeemed top-ups a ticket may be linked to (at most one per ticket).",
        {},
        {
          answer: {
            purchases: [wingsPurchase],
            topUps: [
              {
                ref: "GATE-7Q2M-K9XD",
                label: "GATE-7Q2M-K9XD · 500.00 R-Coin",
                at: "2026-05-20T11:30:00.000Z",
              },
            ],
          },
        },
      ),
    ),
    HttpApiEndpoint.get("getMyTickets", "/mytickets", { success: MyTicketsResponse }).annotateMerge(
      described(
        "List my tickets",
        "The caller's tickets, latest activity first, and how many staff answers wait unread.",
        {},
        {
          answer: {
            tickets: [missingWingsAnswered],
            unread: 1,
          },
        },
      ),
    ),
    HttpApiEndpoint.get("getMyTicket", "/mytickets/:id", {
      params: TicketIdParams,
      success: MyTicketResponse,
      error: NotFound,
    }).annotateMerge(
      described(
        "Read one of my tickets",
        "The ticket and its messages; a ticket that is not the caller's is a 404, so nobody learns which numbers exist.",
        ticketIdParameter,
        {
          answer: {
            ticket: missingWingsAnswered,
            link: wingsPurchaseLink,
            messages: [missingWingsMessage, missingWingsAnswer],
          },
        },
      ),
    ),
    HttpApiEndpoint.post("replyToMyTicket", "/mytickets/:id/reply", {
      params: TicketIdParams,
      payload: TicketReplyPayload,
      success: MessageResponse,
      error: [ValidationFailed, NotFound, Conflict],
    }).annotateMerge(
      described(
        "Reply to my ticket",
        "Adds the player's message to the ticket and opens it again for staff. A blank message is a 422, a ticket not the caller's a 404, a closed ticket a 409.",
        ticketIdParameter,
        { request: { message: "Got them, thank you!" }, answer: { message: "Your reply has been sent." } },
      ),
    ),
    HttpApiEndpoint.get("getMailbox", "/mailbox", { success: MailboxResponse }).annotateMerge(
      described(
        "Read the mailbox",
        "How many staff answers to the caller's tickets wait unread, for the welcome box's Mailbox link.",
        {},
        { answer: { unread: 1 } },
      ),
    ),
  )
  .middleware(Authorization) {}
