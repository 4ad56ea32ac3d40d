import { PlainText } from "@gatehouse/domain"
import { Schema } from "effect"
import { PageNumberFromString } from "../fields.ts"
import { TicketCategory, TicketLinkInfo, TicketMessage, TicketStatus, TicketSummary } from "../tickets.ts"

const filterText = PlainText.check(Schema.isMaxLength(60))

/**
 * Filters of the staff queue; each narrows it, all empty lists every ticket. `text` matches the
 * ticket number, the subject or the player's user ID. Open tickets come first, oldest waiting first.
 */
export const StaffTicketsQuery = {
  status: Schema.optionalKey(TicketStatus),
  category: Schema.optionalKey(TicketCategory),
  text: Schema.optionalKey(filterText),
  page: Schema.optionalKey(PageNumberFromString),
} as const

/** A ticket in the queue, with whose it is. */
export const StaffTicketRow = Schema.Struct({
  ...TicketSummary.fields,
  /** The player's user ID (null when the account is gone, or for a guest's ticket). */
  userId: Schema.NullOr(Schema.String),
  /** The address a guest's ticket came from, where staff answers are mailed; null for a player's ticket. */
  guestEmail: Schema.NullOr(Schema.String),
})
export type StaffTicketRow = typeof StaffTicketRow.Type

export const StaffTicketsResponse = Schema.Struct({
  data: Schema.Array(StaffTicketRow),
  page: Schema.Int,
  pageCount: Schema.Int,
})
export type StaffTicketsResponse = typeof StaffTicketsResponse.Type

/** One ticket as staff work on it: the player, the contact address, the link and the conversation. */
export const StaffTicketResponse = Schema.Struct({
  ticket: StaffTicketRow,
  userNum: Schema.NullOr(Schema.Int),
  email: Schema.String,
  link: TicketLinkInfo,
  messages: Schema.Array(TicketMessage),
})
export type StaffTicketResponse = typeof StaffTicketResponse.Type
