import type { TicketLinkInfo, TicketMessage, TicketSummary } from "@gatehouse/api-client"
import { isTicketCategory, type TicketStatus, ticketStatuses } from "@gatehouse/domain"
import { Effect } from "effect"
import { type SqlClient, SqlError } from "effect/sql"

/**
 * The reads the player's side and the staff's side of tickets share: a ticket's row as both list
 * it, its link and its conversation.
 */

export interface TicketRow {
  readonly id: number
  readonly ticket_code: string
  readonly category: string
  readonly subject: string
  readonly status: string
  readonly created_at: Date
  readonly updated_at: Date
  readonly unread: number
}

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
    sql<{ id: number; from_staff: boolean; author: string | null; body: string; created_at: Date }>`
      SELECT m.id, m.from_staff, u.user_id AS author, m.body, m.created_at
      FROM ticket_messages m LEFT JOIN users u ON u.user_num = m.author_user_num
      WHERE m.ticket_id = ${ticketId}
      ORDER BY m.created_at, m.id`,
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
    sql<{
      purchase_id: string | null
      item_name: string | null
      quantity: number | null
      purchased_at: Date | null
      coupon_code: string | null
      redeemed_at: Date | null
    }>`
      SELECT t.purchase_id, i.item_name, p.quantity, p.purchased_at, t.coupon_code, c.redeemed_at
      FROM tickets t
      LEFT JOIN purchases p ON p.id = t.purchase_id
      LEFT JOIN shop_items i ON i.product_num = p.product_num
      LEFT JOIN coupons c ON c.code = t.coupon_code
      WHERE t.id = ${ticketId}`,
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
