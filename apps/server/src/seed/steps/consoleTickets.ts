import {
  GameTimeZone,
  type TicketCategory,
  type TicketStatus,
  ticketCode,
  wallTimeIn,
} from "@gatehouse/domain"
import { Effect, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { decodeRows } from "../../database/rows.ts"
import { demoPlayer, demoStaff } from "../accounts.ts"
import type { SeedClock } from "../context.ts"

interface DemoTicket {
  readonly category: TicketCategory
  readonly subject: string
  readonly status: TicketStatus
  /** What links it: the player's newest (still pending) purchase or a code they redeemed. */
  readonly link?: "pendingPurchase" | "redeemedCode"
  /** The conversation, oldest first: who wrote, how many hours ago, what. */
  readonly messages: ReadonlyArray<{
    readonly staff: boolean
    readonly hoursAgo: number
    readonly body: string
  }>
}

/** demohero's tickets (docs/demo.md): one answered with the answer still unread, two waiting. */
export const demoTickets: ReadonlyArray<DemoTicket> = [
  {
    category: "payment",
    subject: "Top-up code added less than expected",
    status: "answered",
    link: "redeemedCode",
    messages: [
      {
        staff: false,
        hoursAgo: 30,
        body: "I redeemed a code yesterday but I am not sure the full amount arrived. Can you check?",
      },
      {
        staff: true,
        hoursAgo: 6,
        body: "We checked the code: its full value was added to your R-Coin balance. Your Top Up History lists it.",
      },
    ],
  },
  {
    category: "itemshop",
    subject: "My newest purchase has not arrived in the game",
    status: "open",
    link: "pendingPurchase",
    messages: [
      {
        staff: false,
        hoursAgo: 4,
        body: "I bought an item from the Item Shop but it is not in my character's inventory yet.",
      },
    ],
  },
  {
    category: "account",
    subject: "How do I change the e-mail address of my account?",
    status: "open",
    messages: [
      { staff: false, hoursAgo: 2, body: "My old e-mail address no longer works. What should I do?" },
    ],
  },
]

/**
 * Support tickets for the console's Tickets page and the player's Mailbox. Added only when the demo
 * player and administrator exist (the seed never writes to an account it did not create).
 */
export const seedConsoleTickets = Effect.fn("DemoSeed.consoleTickets")(function* (clock: SeedClock) {
  const sql = yield* SqlClient.SqlClient
  const [player] = yield* decodeRows(
    Schema.Struct({ user_num: Schema.Int, email: Schema.String }),
    sql`
    SELECT user_num, email FROM users WHERE lower(user_id) = lower(${demoPlayer.userId})`,
  )
  const [staff] = yield* decodeRows(
    Schema.Struct({ user_num: Schema.Int }),
    sql`
    SELECT user_num FROM users WHERE lower(user_id) = lower(${demoStaff.userId})`,
  )
  if (player === undefined || staff === undefined) return
  const [pending] = yield* decodeRows(
    Schema.Struct({ id: Schema.String }),
    sql`
    SELECT id::text AS id FROM purchases WHERE user_num = ${player.user_num} AND delivery_status = 'pending'
    ORDER BY purchased_at DESC LIMIT 1`,
  )
  const [redeemed] = yield* decodeRows(
    Schema.Struct({ code: Schema.String }),
    sql`
    SELECT code FROM coupons WHERE redeemed_by = ${player.user_num} ORDER BY redeemed_at DESC LIMIT 1`,
  )
  const timeZone = yield* GameTimeZone
  for (const ticket of demoTickets) {
    const [next] = yield* decodeRows(
      Schema.Struct({ id: Schema.String }),
      sql`SELECT nextval(pg_get_serial_sequence('tickets', 'id'))::text AS id`,
    )
    const id = Number(next?.id)
    const first = clock.hoursAgo(ticket.messages[0]?.hoursAgo ?? 0)
    const last = clock.hoursAgo(ticket.messages.at(-1)?.hoursAgo ?? 0)
    yield* sql`INSERT INTO tickets ${sql.insert({
      id,
      ticket_code: ticketCode(wallTimeIn(first, timeZone).year, id),
      user_num: player.user_num,
      email: player.email,
      category: ticket.category,
      subject: ticket.subject,
      status: ticket.status,
      purchase_id: ticket.link === "pendingPurchase" ? (pending?.id ?? null) : null,
      coupon_code: ticket.link === "redeemedCode" ? (redeemed?.code ?? null) : null,
      created_at: first,
      updated_at: last,
    })}`
    for (const message of ticket.messages) {
      yield* sql`INSERT INTO ticket_messages ${sql.insert({
        ticket_id: id,
        author_user_num: message.staff ? staff.user_num : player.user_num,
        from_staff: message.staff,
        body: message.body,
        created_at: clock.hoursAgo(message.hoursAgo),
      })}`
    }
  }
})
