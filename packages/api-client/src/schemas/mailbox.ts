import { Schema } from "effect"

/**
 * GET /mailbox: how many staff answers wait unread, for the welcome box's Mailbox link. Apart from
 * the ticket schemas, since the frame of every page reads it and the ticket pages' schemas load
 * with those pages.
 */
export const MailboxResponse = Schema.Struct({ unread: Schema.Int })
export type MailboxResponse = typeof MailboxResponse.Type
