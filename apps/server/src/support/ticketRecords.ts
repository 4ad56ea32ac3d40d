import type { TicketLinkInfo, TicketMessage, TicketSummary } from "@gatehouse/api-client"
import { isTicketCategory, type TicketStatus, ticketStatuses } from "@gatehouse/domain"
import { Effect, Schema } from "effect"
import { type SqlClient, SqlError } from "effect/sql"
import { bigintNumber } from "../database/columns.ts"
import { decodeRows } from "../database/rows.ts"

/**
 * The reads the player's side and the staff's side of tickets share: a ticket's row as both list
 * it, its link and its conversation.
 */

export const TicketRow = Schema.Struct({
  id: Schema.Int,
  ticket_code: Schema.String,
  category: Schema.String,
  subject: Schema.String,
  status: Schema.String,
  created_at: Schema.Date,
  updated_at: Schema.Date,
  unread: Schema.Int,
})
export type TicketRow = typeof TicketRow.Type

/** The columns of {@link TicketRow}, for a query over `tickets t`. */
export const ticketColumns = (sql: SqlClient.SqlClient) => sql`
  t.id, t.ticket_code, t.category, t.subject, t.status, t.created_at, t.updated_at,
  (SELECT count(*)::int FROM ticket_messages m
    WHERE m.ticket_id = t.id AND m.from_staff AND m.read_by_player_at IS NULL) AS unread`

export const ticketSummary = (row: TicketRow): TicketSummary => ({
  id: row.id,
  ticketCode: row.ticket_code,
  // Only the listed categories are ever written; anything else would be a hand-made row.
  category: isTicketCategory(row.category) ? row.category : "other",
  subject: row.subject,
  status: (ticketStatuses as ReadonlyArray<string>).includes(row.status)
    ? (row.status as TicketStatus)
    : "open",
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  unread: row.unread,
})

/** The conversation of a ticket, oldest first, each message with its author's user ID. */
export const ticketConversation = (sql: SqlClient.SqlClient, ticketId: number) =>
  Effect.map(
    decodeRows(
      Schema.Struct({
        id: Schema.Int,
        from_staff: Schema.Boolean,
        author: Schema.NullOr(Schema.String),
        body: Schema.String,
        created_at: Schema.Date,
      }),
      sql`
      SELECT m.id, m.from_staff, u.user_id AS author, m.body, m.created_at
      FROM ticket_messages m LEFT JOIN users u ON u.user_num = m.author_user_num
      WHERE m.ticket_id = ${ticketId}
      ORDER BY m.created_at, m.id`,
    ),
    (rows): ReadonlyArray<TicketMessage> =>
      rows.map((row) => ({
        id: row.id,
        fromStaff: row.from_staff,
        author: row.author,
        body: row.body,
        at: row.created_at.toISOString(),
      })),
  )

/** What a ticket is linked to, as the player recognises it; null when nothing (or it is gone). */
export const ticketLink = (sql: SqlClient.SqlClient, ticketId: number) =>
  Effect.map(
    decodeRows(
      Schema.Struct({
        purchase_id: Schema.NullOr(bigintNumber),
        item_name: Schema.NullOr(Schema.String),
        quantity: Schema.NullOr(Schema.Int),
        purchased_at: Schema.NullOr(Schema.Date),
        coupon_code: Schema.NullOr(Schema.String),
        redeemed_at: Schema.NullOr(Schema.Date),
      }),
      sql`
      SELECT t.purchase_id, i.item_name, p.quantity, p.purchased_at, t.coupon_code, c.redeemed_at
      FROM tickets t
      LEFT JOIN purchases p ON p.id = t.purchase_id
      LEFT JOIN shop_items i ON i.product_num = p.product_num
      LEFT JOIN coupons c ON c.code = t.coupon_code
      WHERE t.id = ${ticketId}`,
    ),
    ([row]): TicketLinkInfo => {
      if (row?.purchase_id != null) {
        return {
          kind: "purchase",
          ref: String(row.purchase_id),
          label: purchaseLabel(row.item_name ?? "Item", row.quantity ?? 1),
          at: row.purchased_at?.toISOString() ?? null,
        }
      }
      if (row?.coupon_code != null) {
        return {
          kind: "topup",
          ref: row.coupon_code,
          label: topUpLabel(row.coupon_code),
          at: row.redeemed_at?.toISOString() ?? null,
        }
      }
      return null
    },
  )

export const purchaseLabel = (itemName: string, quantity: number) => `${itemName} x${quantity}`
export const topUpLabel = (code: string) => `Code ${code}`

/** A failure to begin or commit a transaction is the database's fault, not the caller's. */
export const orDieOnSql = <A, E, R>(
  effect: Effect.Effect<A, E | SqlError.SqlError, R>,
): Effect.Effect<A, E, R> =>
  Effect.catchIf(
    effect,
    (error): error is SqlError.SqlError => SqlError.isSqlError(error),
    (error) => Effect.die(error),
  ) as Effect.Effect<A, E, R>

/** A form's per-field messages as the API sends them: each field with its list of sentences. */
export const fieldErrorLists = (errors: Partial<Record<string, string>>) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([field, text]) => [field, [text]]),
  )
