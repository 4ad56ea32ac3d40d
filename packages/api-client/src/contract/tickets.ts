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
import { contractGroup, described } from "./group.ts"
import { Authorization } from "./middleware.ts"

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
            category: "itemshop",
            subject: "Wings not in my item bank",
            message: "I bought Wings of Dawn an hour ago and they are not in my item bank.",
            purchaseId: 9921,
            topUpCode: null,
          },
          answer: {
            message: "Your ticket T-2026-000318 has been sent. Our reply will arrive in your Mailbox.",
            id: 318,
            ticketCode: "T-2026-000318",
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
            purchases: [{ ref: "9921", label: "Wings of Dawn × 1", at: "2026-05-21T14:02:00.000Z" }],
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
            tickets: [
              {
                id: 318,
                ticketCode: "T-2026-000318",
                category: "itemshop",
                subject: "Wings not in my item bank",
                status: "answered",
                createdAt: "2026-05-21T15:00:00.000Z",
                updatedAt: "2026-05-21T16:20:00.000Z",
                unread: 1,
              },
            ],
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
        { id: "The ticket's id." },
        {
          answer: {
            ticket: {
              id: 318,
              ticketCode: "T-2026-000318",
              category: "itemshop",
              subject: "Wings not in my item bank",
              status: "answered",
              createdAt: "2026-05-21T15:00:00.000Z",
              updatedAt: "2026-05-21T16:20:00.000Z",
              unread: 1,
            },
            link: {
              kind: "purchase",
              ref: "9921",
              label: "Wings of Dawn × 1",
              at: "2026-05-21T14:02:00.000Z",
            },
            messages: [
              {
                id: 1,
                fromStaff: false,
                author: "ArcherKim",
                body: "I bought Wings of Dawn an hour ago and they are not in my item bank.",
                at: "2026-05-21T15:00:00.000Z",
              },
              {
                id: 2,
                fromStaff: true,
                author: "GM Aria",
                body: "They are there now: please log in again.",
                at: "2026-05-21T16:20:00.000Z",
              },
            ],
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
        { id: "The ticket's id." },
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
