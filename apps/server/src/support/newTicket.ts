import { GameTimeZone, type TicketCategory, ticketCode, wallTimeIn } from "@gatehouse/domain"
import { Effect, Schema } from "effect"
import type { SqlClient } from "effect/sql"
import { decodeRows } from "../database/rows.ts"

/** A new ticket as it is written: whose (a player's number, or a guest's), where to answer, and the first message. */
export interface NewTicket {
  readonly userNum: number | null
  readonly fromGuest: boolean
  readonly email: string
  readonly category: TicketCategory
  readonly subject: string
  readonly message: string
  readonly purchaseId?: number | null
  readonly topUpCode?: string | null
}

/**
 * Writes a ticket and its first message (inside the caller's transaction) and answers its number
 * and code. The number is taken first so the code can carry it: `T-2026-000123`.
 */
export const writeTicket = (sql: SqlClient.SqlClient, now: number, ticket: NewTicket) =>
  Effect.gen(function* () {
    const [next] = yield* decodeRows(
      Schema.Struct({ id: Schema.String }),
      sql`SELECT nextval(pg_get_serial_sequence('tickets', 'id'))::text AS id`,
    )
    const id = Number(next?.id)
    const code = ticketCode(wallTimeIn(now, yield* GameTimeZone).year, id)
    yield* sql`INSERT INTO tickets ${sql.insert({
      id,
      ticket_code: code,
      user_num: ticket.userNum,
      from_guest: ticket.fromGuest,
      email: ticket.email,
      category: ticket.category,
      subject: ticket.subject.trim(),
      purchase_id: ticket.purchaseId ?? null,
      coupon_code: ticket.topUpCode ?? null,
    })}`
    yield* sql`INSERT INTO ticket_messages ${sql.insert({
      ticket_id: id,
      author_user_num: ticket.userNum,
      from_staff: false,
      body: ticket.message.trim(),
    })}`
    return { id, code }
  })
