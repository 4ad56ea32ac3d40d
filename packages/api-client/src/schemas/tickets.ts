import { PlainText, ticketCategories, ticketStatuses } from "@gatehouse/domain"
import { Schema } from "effect"
import { NaturalFromString } from "./fields.ts"

/**
 * Support tickets as players send and read them. The rules on the text (required, lengths, a known
 * category) are the domain's `validateTicket`, applied by the server so each field gets its own
 * sentence (422); the schemas only bound what may arrive at all.
 */

/** Far above any limit of the form: only keeps a runaway body from reaching the rules. */
const boundedText = PlainText.check(Schema.isMaxLength(20_000))

export const TicketCategory = Schema.Literals(ticketCategories)
export const TicketStatus = Schema.Literals(ticketStatuses)

/** `/mytickets/:id`, `/staff/tickets/:id`. */
export const TicketIdParams = { id: NaturalFromString } as const

/** POST /submitticket: at most one of the player's own purchases or redeemed top-ups may be linked. */
export const SubmitTicketPayload = Schema.Struct({
  category: boundedText,
  subject: boundedText,
  message: boundedText,
  purchaseId: Schema.optional(Schema.NullOr(Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)))),
  topUpCode: Schema.optional(Schema.NullOr(PlainText.check(Schema.isMaxLength(32)))),
})
export type SubmitTicketPayload = typeof SubmitTicketPayload.Type

export const SubmitTicketResponse = Schema.Struct({
  message: Schema.String,
  id: Schema.Int,
  ticketCode: Schema.String,
})
export type SubmitTicketResponse = typeof SubmitTicketResponse.Type

/**
 * POST /guestticket: an account ticket from someone who cannot log in, answered by e-mail to the
 * address given (domain `validateGuestTicket`).
 */
export const GuestTicketPayload = Schema.Struct({
  email: boundedText,
  subject: boundedText,
  message: boundedText,
})
export type GuestTicketPayload = typeof GuestTicketPayload.Type

/** The sent ticket's number, to quote in a later ticket or mail; a guest has no page to follow it on. */
export const GuestTicketResponse = Schema.Struct({
  message: Schema.String,
  ticketCode: Schema.String,
})
export type GuestTicketResponse = typeof GuestTicketResponse.Type

/** A reply to a ticket, from the player or from staff. */
export const TicketReplyPayload = Schema.Struct({ message: boundedText })
export type TicketReplyPayload = typeof TicketReplyPayload.Type

/** What a ticket is linked to, as both sides read it: the purchase's item or the top-up's code. */
export const TicketLinkInfo = Schema.NullOr(
  Schema.Struct({
    kind: Schema.Literals(["purchase", "topup"]),
    /** The purchase id or the redeemed code. */
    ref: Schema.String,
    /** What the player recognises it by: "Resurrection Feather x2" or "Code DUAL-Q9BK-4FJS". */
    label: Schema.String,
    at: Schema.NullOr(Schema.String),
  }),
)
export type TicketLinkInfo = typeof TicketLinkInfo.Type

/** One ticket in a list: the player's own, or the staff queue's. */
export const TicketSummary = Schema.Struct({
  id: Schema.Int,
  ticketCode: Schema.String,
  category: TicketCategory,
  subject: Schema.String,
  status: TicketStatus,
  createdAt: Schema.String,
  updatedAt: Schema.String,
  /** Staff answers the player has not opened yet. */
  unread: Schema.Int,
})
export type TicketSummary = typeof TicketSummary.Type

/** One message of a ticket's conversation, oldest first. */
export const TicketMessage = Schema.Struct({
  id: Schema.Int,
  fromStaff: Schema.Boolean,
  /** Who wrote it: the player's or the staff member's user ID (null when the account is gone). */
  author: Schema.NullOr(Schema.String),
  body: Schema.String,
  at: Schema.String,
})
export type TicketMessage = typeof TicketMessage.Type

/** GET /mytickets: the player's tickets, latest activity first, and their unread answers in all. */
export const MyTicketsResponse = Schema.Struct({
  tickets: Schema.Array(TicketSummary),
  unread: Schema.Int,
})
export type MyTicketsResponse = typeof MyTicketsResponse.Type

/** GET /mytickets/:id: one of the player's tickets and its conversation. */
export const MyTicketResponse = Schema.Struct({
  ticket: TicketSummary,
  link: TicketLinkInfo,
  messages: Schema.Array(TicketMessage),
})
export type MyTicketResponse = typeof MyTicketResponse.Type

const LinkChoice = Schema.Struct({ ref: Schema.String, label: Schema.String, at: Schema.String })

/** GET /ticketlinks: the player's recent purchases and redeemed top-ups a ticket may be linked to. */
export const TicketLinksResponse = Schema.Struct({
  purchases: Schema.Array(LinkChoice),
  topUps: Schema.Array(LinkChoice),
})
export type TicketLinksResponse = typeof TicketLinksResponse.Type
