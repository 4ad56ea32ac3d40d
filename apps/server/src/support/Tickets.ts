import type {
  MyTicketResponse,
  MyTicketsResponse,
  SubmitTicketPayload,
  SubmitTicketResponse,
  TicketLinksResponse,
} from "@gatehouse/api-client"
import {
  isValid,
  type TicketCategory,
  ticketMessages,
  validateTicket,
  validateTicketReply,
} from "@gatehouse/domain"
import { Clock, Context, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { decodeRows } from "../database/rows.ts"
import { say } from "../languages/say.ts"
import { InputRefused, NotAvailable, StateConflict } from "../refusals.ts"
import { writeTicket } from "./newTicket.ts"
import {
  fieldErrorLists,
  orDieOnSql,
  purchaseLabel,
  TicketRow,
  ticketColumns,
  ticketConversation,
  ticketLink,
  ticketSummary,
  topUpLabel,
} from "./ticketRecords.ts"

/** The most tickets the player's list shows: a player rarely has more, and closed ones age out of sight. */
export const myTicketsLimit = 100

/** How many recent purchases and top-ups the link select offers. */
export const ticketLinkChoices = 20

export const ticketAnswers = {
  submitted: "Your ticket {code} has been sent. Our reply will arrive in your Mailbox.",
  replied: "Your reply has been sent.",
} as const

/**
 * The signed-in player's support tickets. Every query is bound to the player's own number, so a
 * ticket of anyone else is simply not found.
 */
export class Tickets extends Context.Service<
  Tickets,
  {
    readonly submit: (
      userNum: number,
      payload: SubmitTicketPayload,
    ) => Effect.Effect<SubmitTicketResponse, InputRefused>
    readonly links: (userNum: number) => Effect.Effect<TicketLinksResponse>
    readonly list: (userNum: number) => Effect.Effect<MyTicketsResponse>
    /** One ticket and its conversation; opening it marks its staff answers read. */
    readonly open: (userNum: number, id: number) => Effect.Effect<MyTicketResponse, NotAvailable>
    /** A player's reply re-opens an answered ticket; a closed one takes no more replies. */
    readonly reply: (
      userNum: number,
      id: number,
      message: string,
    ) => Effect.Effect<string, InputRefused | NotAvailable | StateConflict>
    readonly unread: (userNum: number) => Effect.Effect<number>
  }
>()("gatehouse/server/Tickets") {
  static readonly layer = Layer.effect(
    Tickets,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      /** The link the player chose, if it is theirs: a purchase they made or a code they redeemed. */
      const ownLink = (userNum: number, payload: SubmitTicketPayload) =>
        Effect.gen(function* () {
          const purchaseId = payload.purchaseId ?? null
          const topUpCode = payload.topUpCode?.trim() || null
          if (purchaseId !== null && topUpCode !== null) {
            return yield* new InputRefused({
              message: ticketMessages.oneLinkOnly,
              errors: { link: [ticketMessages.oneLinkOnly] },
            })
          }
          const owned =
            purchaseId !== null
              ? yield* sql`SELECT 1 FROM purchases WHERE id = ${purchaseId} AND user_num = ${userNum}`
              : topUpCode !== null
                ? yield* sql`SELECT 1 FROM coupons WHERE code = ${topUpCode} AND redeemed_by = ${userNum}`
                : [{}]
          if (owned.length === 0) {
            return yield* new InputRefused({
              message: ticketMessages.linkNotYours,
              errors: { link: [ticketMessages.linkNotYours] },
            })
          }
          return { purchaseId, topUpCode }
        })

      const submit = Effect.fn("Tickets.submit")(function* (userNum: number, payload: SubmitTicketPayload) {
        const form = { category: payload.category, subject: payload.subject, message: payload.message }
        const errors = validateTicket(form)
        if (!isValid(errors)) {
          return yield* new InputRefused({
            message: Object.values(errors).join("\n"),
            errors: fieldErrorLists(errors),
          })
        }
        const now = yield* Clock.currentTimeMillis
        return yield* sql
          .withTransaction(
            Effect.gen(function* () {
              const link = yield* ownLink(userNum, payload)
              // Staff answer in the portal; the address on file is where they may write if need be.
              const [user] = yield* decodeRows(
                Schema.Struct({ email: Schema.String }),
                sql`SELECT email FROM users WHERE user_num = ${userNum}`,
              )
              const { id, code } = yield* writeTicket(sql, now, {
                userNum,
                fromGuest: false,
                email: user?.email ?? "",
                category: form.category as TicketCategory,
                subject: form.subject,
                message: form.message,
                purchaseId: link.purchaseId,
                topUpCode: link.topUpCode,
              })
              return { message: say(ticketAnswers.submitted, { code }), id, ticketCode: code }
            }),
          )
          .pipe(orDieOnSql)
      })

      const links = Effect.fn("Tickets.links")(function* (userNum: number) {
        const purchases = yield* decodeRows(
          Schema.Struct({
            id: Schema.String,
            item_name: Schema.String,
            quantity: Schema.Int,
            at: Schema.Date,
          }),
          sql`
          SELECT p.id::text AS id, i.item_name, p.quantity, p.purchased_at AS at
          FROM purchases p JOIN shop_items i ON i.product_num = p.product_num
          WHERE p.user_num = ${userNum}
          ORDER BY p.purchased_at DESC, p.id DESC
          LIMIT ${ticketLinkChoices}`,
        )
        const topUps = yield* decodeRows(
          Schema.Struct({ code: Schema.String, at: Schema.Date }),
          sql`
          SELECT code, redeemed_at AS at FROM coupons
          WHERE redeemed_by = ${userNum}
          ORDER BY redeemed_at DESC, code
          LIMIT ${ticketLinkChoices}`,
        )
        return {
          purchases: purchases.map((row) => ({
            ref: row.id,
            label: purchaseLabel(row.item_name, row.quantity),
            at: row.at.toISOString(),
          })),
          topUps: topUps.map((row) => ({
            ref: row.code,
            label: topUpLabel(row.code),
            at: row.at.toISOString(),
          })),
        }
      }, Effect.orDie)

      const unread = Effect.fn("Tickets.unread")(function* (userNum: number) {
        const [row] = yield* decodeRows(
          Schema.Struct({ unread: Schema.Int }),
          sql`
          SELECT count(*)::int AS unread
          FROM ticket_messages m JOIN tickets t ON t.id = m.ticket_id
          WHERE t.user_num = ${userNum} AND m.from_staff AND m.read_by_player_at IS NULL`,
        )
        return row?.unread ?? 0
      }, Effect.orDie)

      const list = Effect.fn("Tickets.list")(function* (userNum: number) {
        const rows = yield* decodeRows(
          TicketRow,
          sql`
          SELECT ${ticketColumns(sql)} FROM tickets t
          WHERE t.user_num = ${userNum}
          ORDER BY t.updated_at DESC, t.id DESC
          LIMIT ${myTicketsLimit}`,
        )
        return { tickets: rows.map(ticketSummary), unread: yield* unread(userNum) }
      }, Effect.orDie)

      const open = Effect.fn("Tickets.open")(function* (userNum: number, id: number) {
        return yield* sql
          .withTransaction(
            Effect.gen(function* () {
              const [row] = yield* decodeRows(
                TicketRow,
                sql`
                SELECT ${ticketColumns(sql)} FROM tickets t WHERE t.id = ${id} AND t.user_num = ${userNum}`,
              )
              if (row === undefined) return yield* new NotAvailable({ message: ticketMessages.notFound })
              const messages = yield* ticketConversation(sql, id)
              const link = yield* ticketLink(sql, id)
              yield* sql`UPDATE ticket_messages SET read_by_player_at = now()
                WHERE ticket_id = ${id} AND from_staff AND read_by_player_at IS NULL`
              // The answer still marks what was new when the player opened it.
              return { ticket: ticketSummary(row), link, messages }
            }),
          )
          .pipe(orDieOnSql)
      })

      const reply = Effect.fn("Tickets.reply")(function* (userNum: number, id: number, message: string) {
        const problem = validateTicketReply(message)
        if (problem !== undefined)
          return yield* new InputRefused({ message: problem, errors: { message: [problem] } })
        return yield* sql
          .withTransaction(
            Effect.gen(function* () {
              const [ticket] = yield* decodeRows(
                Schema.Struct({ status: Schema.String }),
                sql`
                SELECT status FROM tickets WHERE id = ${id} AND user_num = ${userNum} FOR UPDATE`,
              )
              if (ticket === undefined) return yield* new NotAvailable({ message: ticketMessages.notFound })
              if (ticket.status === "closed") {
                return yield* new StateConflict({ message: ticketMessages.closedForPlayer })
              }
              yield* sql`INSERT INTO ticket_messages ${sql.insert({
                ticket_id: id,
                author_user_num: userNum,
                from_staff: false,
                body: message.trim(),
              })}`
              yield* sql`UPDATE tickets SET status = 'open', updated_at = now() WHERE id = ${id}`
              return ticketAnswers.replied
            }),
          )
          .pipe(orDieOnSql)
      })

      return Tickets.of({ submit, links, list, open, reply, unread })
    }),
  )
}
