import type { StaffTicketResponse, StaffTicketRow, StaffTicketsResponse } from "@gatehouse/api-client/console"
import {
  type TicketCategory,
  type TicketStatus,
  ticketMessages,
  ticketStatuses,
  validateTicketReply,
} from "@gatehouse/domain"
import { Context, Effect, Layer, Schema, Struct } from "effect"
import { SqlClient } from "effect/sql"
import { decodeRows, Total } from "../database/rows.ts"
import { Mailer } from "../mail/Mailer.ts"
import { guestTicketAnswerMail } from "../mail/messages.ts"
import { InputRefused, NotAvailable, StateConflict } from "../refusals.ts"
import { type Actor, AuditLog } from "../staff/AuditLog.ts"
import {
  orDieOnSql,
  TicketRow,
  ticketColumns,
  ticketConversation,
  ticketLink,
  ticketSummary,
} from "./ticketRecords.ts"

/** Tickets per page of the staff queue. */
export const ticketQueuePageSize = 20

export interface TicketQueueFilter {
  readonly status?: TicketStatus | undefined
  readonly category?: TicketCategory | undefined
  readonly text?: string | undefined
  readonly page: number
}

export const ticketDeskAnswers = {
  replied: "Your answer has been sent. The ticket is now answered.",
  closed: "The ticket is closed.",
  reopened: "The ticket is open again.",
} as const

/** `%` and `_` typed into the search are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`

/**
 * A ticket as the queue lists it: with its player's User ID (null when the account is gone) or, for
 * a guest's ticket, the address it came from.
 */
const StaffRow = TicketRow.mapFields(
  Struct.assign({ user_id: Schema.NullOr(Schema.String), guest_email: Schema.NullOr(Schema.String) }),
)
type StaffRow = typeof StaffRow.Type

/** One ticket opened by staff: also whose it is and the address it was sent from. */
const StaffTicketRecord = StaffRow.mapFields(
  Struct.assign({ user_num: Schema.NullOr(Schema.Int), email: Schema.String }),
)

const LockedTicket = Schema.Struct({
  status: Schema.Literals(ticketStatuses),
  ticket_code: Schema.String,
  subject: Schema.String,
  guest_email: Schema.NullOr(Schema.String),
})

/** The columns a staff row adds to {@link ticketColumns}, over `tickets t LEFT JOIN users u`. */
const staffColumns = (sql: SqlClient.SqlClient) =>
  sql`u.user_id, CASE WHEN t.from_guest THEN t.email END AS guest_email`

const staffRow = (row: StaffRow): StaffTicketRow => ({
  ...ticketSummary(row),
  userId: row.user_id,
  guestEmail: row.guest_email,
})

/**
 * The staff side of tickets (the console's Tickets page). Each change runs in one transaction with
 * its audit row, on a ticket locked for the change, so two staff members acting at once see each
 * other's outcome instead of overwriting it.
 */
export class TicketDesk extends Context.Service<
  TicketDesk,
  {
    readonly queue: (filter: TicketQueueFilter) => Effect.Effect<StaffTicketsResponse>
    readonly ticket: (id: number) => Effect.Effect<StaffTicketResponse, NotAvailable>
    /** An answer to the player; the ticket becomes answered. */
    readonly reply: (
      staff: Actor,
      id: number,
      message: string,
    ) => Effect.Effect<string, InputRefused | NotAvailable | StateConflict>
    readonly close: (staff: Actor, id: number) => Effect.Effect<string, NotAvailable | StateConflict>
    readonly reopen: (staff: Actor, id: number) => Effect.Effect<string, NotAvailable | StateConflict>
  }
>()("gatehouse/server/TicketDesk") {
  static readonly layer = Layer.effect(
    TicketDesk,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const audit = yield* AuditLog
      const mailer = yield* Mailer

      const queue = Effect.fn("TicketDesk.queue")(function* (filter: TicketQueueFilter) {
        const text = filter.text?.trim() ?? ""
        const conditions = [
          filter.status ? sql`t.status = ${filter.status}` : undefined,
          filter.category ? sql`t.category = ${filter.category}` : undefined,
          text !== ""
            ? sql`(t.ticket_code ILIKE ${likePattern(text)} OR t.subject ILIKE ${likePattern(text)}
                OR u.user_id ILIKE ${likePattern(text)}
                OR (t.from_guest AND t.email ILIKE ${likePattern(text)}))`
            : undefined,
        ].filter((condition) => condition !== undefined)
        const where = conditions.length === 0 ? sql`` : sql`WHERE ${sql.and(conditions)}`
        const [counted] = yield* decodeRows(
          Total,
          sql`
          SELECT count(*)::int AS total FROM tickets t LEFT JOIN users u ON u.user_num = t.user_num ${where}`,
        )
        // Waiting tickets first, the longest waiting on top; then answered and closed, newest first.
        const rows = yield* decodeRows(
          StaffRow,
          sql`
          SELECT ${ticketColumns(sql)}, ${staffColumns(sql)}
          FROM tickets t LEFT JOIN users u ON u.user_num = t.user_num
          ${where}
          ORDER BY CASE t.status WHEN 'open' THEN 0 WHEN 'answered' THEN 1 ELSE 2 END,
                   CASE WHEN t.status = 'open' THEN t.updated_at END ASC,
                   t.updated_at DESC, t.id DESC
          LIMIT ${ticketQueuePageSize} OFFSET ${(filter.page - 1) * ticketQueuePageSize}`,
        )
        return {
          data: rows.map(staffRow),
          page: filter.page,
          pageCount: Math.max(1, Math.ceil((counted?.total ?? 0) / ticketQueuePageSize)),
        }
      }, Effect.orDie)

      const ticket = Effect.fn("TicketDesk.ticket")(function* (id: number) {
        const [row] = yield* Effect.orDie(
          decodeRows(
            StaffTicketRecord,
            sql`
          SELECT ${ticketColumns(sql)}, ${staffColumns(sql)}, t.user_num, t.email
          FROM tickets t LEFT JOIN users u ON u.user_num = t.user_num
          WHERE t.id = ${id}`,
          ),
        )
        if (row === undefined) return yield* new NotAvailable({ message: ticketMessages.notFound })
        return {
          ticket: staffRow(row),
          userNum: row.user_num,
          email: row.email,
          link: yield* Effect.orDie(ticketLink(sql, id)),
          messages: yield* Effect.orDie(ticketConversation(sql, id)),
        }
      })

      /** The ticket's status, locked until the change commits; not found when there is none. */
      const lockedStatus = (id: number) =>
        Effect.flatMap(
          decodeRows(
            LockedTicket,
            sql`
            SELECT status, ticket_code, subject, CASE WHEN from_guest THEN email END AS guest_email
            FROM tickets WHERE id = ${id} FOR UPDATE`,
          ),
          ([row]) =>
            row === undefined ? new NotAvailable({ message: ticketMessages.notFound }) : Effect.succeed(row),
        )

      const setStatus = (id: number, status: TicketStatus) =>
        sql`UPDATE tickets SET status = ${status}, updated_at = now() WHERE id = ${id}`

      const reply = Effect.fn("TicketDesk.reply")(function* (staff: Actor, id: number, message: string) {
        const problem = validateTicketReply(message)
        if (problem !== undefined)
          return yield* new InputRefused({ message: problem, errors: { message: [problem] } })
        return yield* sql
          .withTransaction(
            Effect.gen(function* () {
              const before = yield* lockedStatus(id)
              if (before.status === "closed") {
                return yield* new StateConflict({ message: ticketMessages.closedForStaff })
              }
              const [written] = yield* decodeRows(
                Schema.Struct({ id: Schema.Int }),
                sql`INSERT INTO ticket_messages ${sql.insert({
                  ticket_id: id,
                  author_user_num: staff.UserNum,
                  from_staff: true,
                  body: message.trim(),
                })} RETURNING id`,
              )
              yield* setStatus(id, "answered")
              // A guest has no Mailbox: the answer goes to the address the ticket came from.
              if (before.guest_email !== null) {
                const mail = guestTicketAnswerMail(before.ticket_code, before.subject, message.trim())
                yield* mailer.send({ to: before.guest_email, ...mail })
              }
              yield* audit.record({
                actor: staff,
                action: "ticket.reply",
                target: before.ticket_code,
                before: { status: before.status },
                after: { status: "answered", messageId: written?.id, message: message.trim() },
              })
              return ticketDeskAnswers.replied
            }),
          )
          .pipe(orDieOnSql)
      })

      /** Moves a ticket from `from` (any but `to` when absent) to `to`, audited as `action`. */
      const move = (
        staff: Actor,
        id: number,
        change: {
          readonly to: TicketStatus
          readonly action: string
          readonly refusal: string
          readonly from?: TicketStatus
        },
      ) =>
        sql
          .withTransaction(
            Effect.gen(function* () {
              const before = yield* lockedStatus(id)
              const allowed =
                change.from === undefined ? before.status !== change.to : before.status === change.from
              if (!allowed) return yield* new StateConflict({ message: change.refusal })
              yield* setStatus(id, change.to)
              yield* audit.record({
                actor: staff,
                action: change.action,
                target: before.ticket_code,
                before: { status: before.status },
                after: { status: change.to },
              })
            }),
          )
          .pipe(orDieOnSql)

      const close = Effect.fn("TicketDesk.close")(function* (staff: Actor, id: number) {
        yield* move(staff, id, {
          to: "closed",
          action: "ticket.close",
          refusal: ticketMessages.alreadyClosed,
        })
        return ticketDeskAnswers.closed
      })

      // A reopened ticket waits for staff again, as a new one does.
      const reopen = Effect.fn("TicketDesk.reopen")(function* (staff: Actor, id: number) {
        yield* move(staff, id, {
          from: "closed",
          to: "open",
          action: "ticket.reopen",
          refusal: ticketMessages.notClosed,
        })
        return ticketDeskAnswers.reopened
      })

      return TicketDesk.of({ queue, ticket, reply, close, reopen })
    }),
  )
}
