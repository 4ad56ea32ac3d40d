import { Schema } from "effect"
import { MessageResponse } from "../../schemas/common.ts"
import { StaffTicketResponse, StaffTicketsQuery, StaffTicketsResponse } from "../../schemas/staff/tickets.ts"
import { TicketIdParams, TicketReplyPayload } from "../../schemas/tickets.ts"
import { endpoint } from "../endpoint.ts"

const ticketParams = Schema.Struct(TicketIdParams)

/** The console's Tickets page: the queue, one ticket, and answering, closing and reopening it. */
export const ticketEndpoints = {
  getStaffTickets: endpoint({
    method: "GET",
    path: "/staff/tickets",
    payload: "query",
    request: Schema.Struct(StaffTicketsQuery),
    success: StaffTicketsResponse,
    requiresAuth: true,
  }),
  getStaffTicket: endpoint({
    method: "GET",
    path: "/staff/tickets/:id",
    params: ticketParams,
    payload: "none",
    success: StaffTicketResponse,
    requiresAuth: true,
  }),
  replyToTicket: endpoint({
    method: "POST",
    path: "/staff/tickets/:id/reply",
    params: ticketParams,
    payload: "body",
    request: TicketReplyPayload,
    success: MessageResponse,
    requiresAuth: true,
  }),
  closeTicket: endpoint({
    method: "POST",
    path: "/staff/tickets/:id/close",
    params: ticketParams,
    payload: "none",
    success: MessageResponse,
    requiresAuth: true,
  }),
  reopenTicket: endpoint({
    method: "POST",
    path: "/staff/tickets/:id/reopen",
    params: ticketParams,
    payload: "none",
    success: MessageResponse,
    requiresAuth: true,
  }),
} as const
