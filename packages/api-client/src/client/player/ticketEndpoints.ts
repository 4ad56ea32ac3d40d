import { Schema } from "effect"
import { MessageResponse } from "../../schemas/common.ts"
import {
  GuestTicketPayload,
  GuestTicketResponse,
  MyTicketResponse,
  MyTicketsResponse,
  SubmitTicketPayload,
  SubmitTicketResponse,
  TicketIdParams,
  TicketLinksResponse,
  TicketReplyPayload,
} from "../../schemas/tickets.ts"
import { contractCalls } from "../contractCalls.ts"

/**
 * Support tickets: submitting one (a guest's too, about an account they cannot log in to), and the
 * player's own tickets and replies (the Mailbox count is the frame's).
 */
export const ticketEndpoints = contractCalls({
  submitGuestTicket: {
    method: "POST",
    path: "/guestticket",
    payload: "body",
    request: GuestTicketPayload,
    success: GuestTicketResponse,
    requiresAuth: false,
  },
  submitTicket: {
    method: "POST",
    path: "/submitticket",
    payload: "body",
    request: SubmitTicketPayload,
    success: SubmitTicketResponse,
    requiresAuth: true,
  },
  getTicketLinks: {
    method: "GET",
    path: "/ticketlinks",
    payload: "none",
    success: TicketLinksResponse,
    requiresAuth: true,
  },
  getMyTickets: {
    method: "GET",
    path: "/mytickets",
    payload: "none",
    success: MyTicketsResponse,
    requiresAuth: true,
  },
  getMyTicket: {
    method: "GET",
    path: "/mytickets/:id",
    params: Schema.Struct(TicketIdParams),
    payload: "none",
    success: MyTicketResponse,
    requiresAuth: true,
  },
  replyToMyTicket: {
    method: "POST",
    path: "/mytickets/:id/reply",
    params: Schema.Struct(TicketIdParams),
    payload: "body",
    request: TicketReplyPayload,
    success: MessageResponse,
    requiresAuth: true,
  },
})
