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
import { contractGroup } from "./group.ts"
import { Authorization } from "./middleware.ts"

/**
 * The signed-in player's support tickets (spec §1): write one, follow them, answer staff. A ticket
 * that is not the player's own is answered as not found, so nobody learns which numbers exist.
 */
export class TicketsGroup extends contractGroup("tickets")
  .add(
    HttpApiEndpoint.post("submitTicket", "/submitticket", {
      payload: SubmitTicketPayload,
      success: SubmitTicketResponse,
      error: ValidationFailed,
    }),
    HttpApiEndpoint.get("getTicketLinks", "/ticketlinks", { success: TicketLinksResponse }),
    HttpApiEndpoint.get("getMyTickets", "/mytickets", { success: MyTicketsResponse }),
    HttpApiEndpoint.get("getMyTicket", "/mytickets/:id", {
      params: TicketIdParams,
      success: MyTicketResponse,
      error: NotFound,
    }),
    HttpApiEndpoint.post("replyToMyTicket", "/mytickets/:id/reply", {
      params: TicketIdParams,
      payload: TicketReplyPayload,
      success: MessageResponse,
      error: [ValidationFailed, NotFound, Conflict],
    }),
    HttpApiEndpoint.get("getMailbox", "/mailbox", { success: MailboxResponse }),
  )
  .middleware(Authorization) {}
