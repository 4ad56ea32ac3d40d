import { HttpApiEndpoint } from "effect/http-api"
import { MessageResponse } from "../schemas/common.ts"
import { StaffTicketResponse, StaffTicketsQuery, StaffTicketsResponse } from "../schemas/staff/tickets.ts"
import { TicketIdParams, TicketReplyPayload } from "../schemas/tickets.ts"
import { Conflict, NotFound, ValidationFailed } from "./errors.ts"
import { contractGroup } from "./group.ts"
import { EditorAccess } from "./staffAccess.ts"

/**
 * The console's Tickets page (ADR 0025): any staff member reads the queue and a ticket, answers
 * (the ticket becomes answered), closes and reopens. Each change is audited.
 */
export class StaffTicketsGroup extends contractGroup("staffTickets").add(
  HttpApiEndpoint.get("getStaffTickets", "/staff/tickets", {
    query: StaffTicketsQuery,
    success: StaffTicketsResponse,
  }).middleware(EditorAccess),
  HttpApiEndpoint.get("getStaffTicket", "/staff/tickets/:id", {
    params: TicketIdParams,
    success: StaffTicketResponse,
    error: NotFound,
  }).middleware(EditorAccess),
  HttpApiEndpoint.post("replyToTicket", "/staff/tickets/:id/reply", {
    params: TicketIdParams,
    payload: TicketReplyPayload,
    success: MessageResponse,
    error: [ValidationFailed, NotFound, Conflict],
  }).middleware(EditorAccess),
  HttpApiEndpoint.post("closeTicket", "/staff/tickets/:id/close", {
    params: TicketIdParams,
    success: MessageResponse,
    error: [NotFound, Conflict],
  }).middleware(EditorAccess),
  HttpApiEndpoint.post("reopenTicket", "/staff/tickets/:id/reopen", {
    params: TicketIdParams,
    success: MessageResponse,
    error: [NotFound, Conflict],
  }).middleware(EditorAccess),
) {}
