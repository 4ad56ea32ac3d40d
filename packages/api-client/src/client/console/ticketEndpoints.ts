import { Schema } from "effect"
import { MessageResponse } from "../../schemas/common.ts"
import { StaffTicketResponse, StaffTicketsQuery, StaffTicketsResponse } from "../../schemas/staff/tickets.ts"
import { TicketIdParams, TicketReplyPayload } from "../../schemas/tickets.ts"
import { contractCalls } from "../contractCalls.ts"

const ticketParams = Schema.Struct(TicketIdParams)

/** The console's Tickets page: the queue, one ticket, and answering, closing and reopening it. */
export const ticketEndpoints = contractCalls({
  getStaffTickets: {
    method: "GET",
    path: "/staff/tickets",
    payload: "query",
    request: Schema.Struct(StaffTicketsQuery),
    success: StaffTicketsResponse,
    requiresAuth: true,
  },
  getStaffTicket: {
    method: "GET",
    path: "/staff/tickets/:id",
    params: ticketParams,
    payload: "none",
    success: StaffTicketResponse,
    requiresAuth: true,
  },
  replyToTicket: {
    method: "POST",
    path: "/staff/tickets/:id/reply",
    params: ticketParams,
    payload: "body",
    request: TicketReplyPayload,
    success: MessageResponse,
    requiresAuth: true,
  },
  closeTicket: {
    method: "POST",
    path: "/staff/tickets/:id/close",
    params: ticketParams,
    payload: "none",
    success: MessageResponse,
    requiresAuth: true,
  },
  reopenTicket: {
    method: "POST",
    path: "/staff/tickets/:id/reopen",
    params: ticketParams,
    payload: "none",
    success: MessageResponse,
    requiresAuth: true,
  },
})
