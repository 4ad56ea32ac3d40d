import { collectErrors, type FieldErrors, isBlank } from "./validation/rules.ts"

/**
 * Support tickets (spec §1: "a ticket submission page and a ticket status page"). A player writes
 * one from /ticket, follows it and answers from /checkticket (the welcome box's Mailbox), and staff
 * answer it from the console's Tickets page.
 */

/** What a ticket is about; the player picks one, staff filter the queue by it. */
export const ticketCategories = ["account", "payment", "itemshop", "bug", "other"] as const
export type TicketCategory = (typeof ticketCategories)[number]

export const ticketCategoryNames: Readonly<Record<TicketCategory, string>> = {
  account: "Account",
  payment: "Payment / Top-up",
  itemshop: "Item Shop",
  bug: "Bug report",
  other: "Other",
}

export const isTicketCategory = (value: string): value is TicketCategory =>
  (ticketCategories as ReadonlyArray<string>).includes(value)

/**
 * Where a ticket stands: open (waiting for staff), answered (staff replied; waiting for the player),
 * closed (done; a player starts a new ticket, staff may reopen it).
 */
export const ticketStatuses = ["open", "answered", "closed"] as const
export type TicketStatus = (typeof ticketStatuses)[number]

export const ticketStatusNames: Readonly<Record<TicketStatus, string>> = {
  open: "Open",
  answered: "Answered",
  closed: "Closed",
}

/** The longest subject and message a ticket takes, checked by the form and again by the server. */
export const ticketLimits = { subject: 120, message: 4000 } as const

export const ticketMessages = {
  categoryRequired: "Please choose a category.",
  subjectRequired: "Subject is required.",
  subjectTooLong: `Subject can be at most ${ticketLimits.subject} characters.`,
  messageRequired: "Message is required.",
  messageTooLong: `Message can be at most ${ticketLimits.message} characters.`,
  loginToSubmit: "Please log in to submit a ticket.",
  loginToCheck: "Please log in to see your tickets.",
  notFound: "This ticket was not found.",
  closedForPlayer: "This ticket is closed. Please submit a new ticket if you still need help.",
  closedForStaff: "This ticket is closed. Reopen it to answer.",
  alreadyClosed: "This ticket is already closed.",
  notClosed: "Only a closed ticket can be reopened.",
  linkNotYours: "Choose one of your own purchases or top-ups.",
  oneLinkOnly: "Link one purchase or one top-up, not both.",
} as const

/** The submit form, fields named as the payload of POST /submitticket. */
export interface TicketForm {
  readonly category: string
  readonly subject: string
  readonly message: string
}

export type TicketField = keyof TicketForm

const lengthError = (value: string, max: number, required: string, tooLong: string) =>
  isBlank(value) ? required : value.trim().length > max ? tooLong : undefined

/** The submit form's rules: a known category, a subject and a message within their limits. */
export const validateTicket = (form: TicketForm): FieldErrors<TicketField> =>
  collectErrors({
    category: isTicketCategory(form.category) ? undefined : ticketMessages.categoryRequired,
    subject: lengthError(
      form.subject,
      ticketLimits.subject,
      ticketMessages.subjectRequired,
      ticketMessages.subjectTooLong,
    ),
    message: lengthError(
      form.message,
      ticketLimits.message,
      ticketMessages.messageRequired,
      ticketMessages.messageTooLong,
    ),
  })

/** A reply's one rule, for players and staff alike. */
export const validateTicketReply = (message: string): string | undefined =>
  lengthError(message, ticketLimits.message, ticketMessages.messageRequired, ticketMessages.messageTooLong)

/** The number a player quotes: `T-2026-000123`, from the year it was written and its row. */
export const ticketCode = (year: number, id: number): string => `T-${year}-${String(id).padStart(6, "0")}`

/** Where the player reads one of their tickets. */
export const ticketHref = (id: number): string => `/checkticket?ticket=${id}`

/** Where staff open one ticket in the console. */
export const staffTicketHref = (id: number): string => `/staff/tickets?ticket=${id}`

/** The console's record of a player (the Players page). */
export const staffPlayerHref = (userId: string): string => `/staff/players?user=${encodeURIComponent(userId)}`

/**
 * What a ticket may be linked to: one of the player's own purchases or redeemed top-ups, written as
 * the select's value (`purchase:12`, `topup:DUAL-Q9BK-4FJS`); the empty value links nothing.
 */
export type TicketLink =
  | { readonly kind: "purchase"; readonly id: number }
  | { readonly kind: "topup"; readonly code: string }

export const ticketLinkValue = (link: TicketLink): string =>
  link.kind === "purchase" ? `purchase:${link.id}` : `topup:${link.code}`

export const ticketLinkOf = (value: string): TicketLink | null => {
  const purchase = /^purchase:(\d{1,15})$/.exec(value)
  if (purchase?.[1] !== undefined) return { kind: "purchase", id: Number(purchase[1]) }
  const topUp = /^topup:(.{1,32})$/.exec(value)
  if (topUp?.[1] !== undefined) return { kind: "topup", code: topUp[1] }
  return null
}
