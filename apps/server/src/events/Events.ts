import type { GameEvent } from "@gatehouse/api-client"
import type { EventPayload, StaffEvent } from "@gatehouse/api-client/console"
import { GameTimeZone, homeEventCount } from "@gatehouse/domain"
import { Clock, Context, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { Changes } from "../cache/Changes.ts"
import { decodeRows } from "../database/rows.ts"
import { type InputRefused, NotAvailable } from "../refusals.ts"
import { type Actor, AuditLog } from "../staff/AuditLog.ts"
import { checkedEvent, eventAnswers } from "./eventRules.ts"

const EventRow = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  starts_at: Schema.Date,
  ends_at: Schema.NullOr(Schema.Date),
  link: Schema.NullOr(Schema.String),
})
type EventRow = typeof EventRow.Type

const columns = "id, title, starts_at, ends_at, link"

/** How many events already over the console still lists, newest first, after those to come. */
const overKept = 20

const eventOf = (row: EventRow): GameEvent => ({
  id: row.id,
  title: row.title,
  startsAt: row.starts_at.toISOString(),
  endsAt: row.ends_at?.toISOString() ?? null,
  link: row.link,
})

const staffEventOf =
  (now: number) =>
  (row: EventRow): StaffEvent => ({
    ...eventOf(row),
    over: (row.ends_at ?? row.starts_at).getTime() <= now,
  })

/** What the audit log keeps of an event: its fields as stored. */
const audited = (row: EventRow) => eventOf(row)

/**
 * The events administrators schedule (docs/events.md): the home page reads the next ones still to
 * come or running; each change and its audit row are one transaction, and remakes the pages made
 * with the old list (the `site` topic).
 */
export class Events extends Context.Service<
  Events,
  {
    /** The next events not yet over, soonest first, as many as the home page shows. */
    readonly upcoming: Effect.Effect<ReadonlyArray<GameEvent>>
    readonly list: Effect.Effect<ReadonlyArray<StaffEvent>>
    readonly create: (actor: Actor, input: EventPayload) => Effect.Effect<StaffEvent, InputRefused>
    readonly update: (
      actor: Actor,
      id: number,
      input: EventPayload,
    ) => Effect.Effect<StaffEvent, InputRefused | NotAvailable>
    readonly remove: (actor: Actor, id: number) => Effect.Effect<string, NotAvailable>
  }
>()("gatehouse/server/Events") {
  static readonly layer = Layer.effect(
    Events,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const timeZone = yield* GameTimeZone
      const audit = yield* AuditLog
      const changes = yield* Changes
      const now = Clock.currentTimeMillis

      const upcoming = Effect.gen(function* () {
        const at = new Date(yield* now)
        const rows = yield* decodeRows(
          EventRow,
          sql`SELECT ${sql.literal(columns)} FROM events WHERE coalesce(ends_at, starts_at) > ${at}
              ORDER BY starts_at, id LIMIT ${homeEventCount}`,
        )
        return rows.map(eventOf)
      }).pipe(Effect.orDie)

      const list = Effect.gen(function* () {
        const millis = yield* now
        const at = new Date(millis)
        const coming = yield* decodeRows(
          EventRow,
          sql`SELECT ${sql.literal(columns)} FROM events WHERE coalesce(ends_at, starts_at) > ${at}
              ORDER BY starts_at, id`,
        )
        const over = yield* decodeRows(
          EventRow,
          sql`SELECT ${sql.literal(columns)} FROM events WHERE coalesce(ends_at, starts_at) <= ${at}
              ORDER BY starts_at DESC, id DESC LIMIT ${overKept}`,
        )
        return [...coming, ...over].map(staffEventOf(millis))
      }).pipe(Effect.orDie)

      const lockedRow = (id: number) =>
        Effect.flatMap(
          decodeRows(EventRow, sql`SELECT ${sql.literal(columns)} FROM events WHERE id = ${id} FOR UPDATE`),
          ([row]) =>
            row === undefined ? new NotAvailable({ message: eventAnswers.noEvent }) : Effect.succeed(row),
        )

      /** One change: its statement, its audit row and the announcement, together or not at all. */
      const recorded = <A, E>(change: Effect.Effect<A, E, never>) =>
        sql.withTransaction(change).pipe(Effect.catchTag("SqlError", Effect.die))

      const create = Effect.fn("Events.create")(function* (actor: Actor, input: EventPayload) {
        const millis = yield* now
        const values = yield* checkedEvent(input, millis, timeZone)
        return yield* recorded(
          Effect.gen(function* () {
            const [row] = yield* decodeRows(
              EventRow,
              sql`INSERT INTO events ${sql.insert({ ...values })} RETURNING ${sql.literal(columns)}`,
            )
            if (row === undefined) return yield* Effect.die(new Error("the event was not stored"))
            yield* audit.record({ actor, action: "event.create", target: row.title, after: audited(row) })
            yield* changes.announce("site")
            return staffEventOf(millis)(row)
          }),
        )
      })

      const update = Effect.fn("Events.update")(function* (actor: Actor, id: number, input: EventPayload) {
        const millis = yield* now
        const values = yield* checkedEvent(input, millis, timeZone)
        return yield* recorded(
          Effect.gen(function* () {
            const before = yield* lockedRow(id)
            const [row] = yield* decodeRows(
              EventRow,
              sql`UPDATE events SET ${sql.update({ ...values })}, updated_at = now()
                  WHERE id = ${id} RETURNING ${sql.literal(columns)}`,
            )
            if (row === undefined) return yield* Effect.die(new Error("the event was not updated"))
            yield* audit.record({
              actor,
              action: "event.update",
              target: row.title,
              before: audited(before),
              after: audited(row),
            })
            yield* changes.announce("site")
            return staffEventOf(millis)(row)
          }),
        )
      })

      const remove = Effect.fn("Events.remove")(function* (actor: Actor, id: number) {
        return yield* recorded(
          Effect.gen(function* () {
            const before = yield* lockedRow(id)
            yield* sql`DELETE FROM events WHERE id = ${id}`
            yield* audit.record({
              actor,
              action: "event.delete",
              target: before.title,
              before: audited(before),
            })
            yield* changes.announce("site")
            return eventAnswers.deleted(before.title)
          }),
        )
      })

      return Events.of({ upcoming, list, create, update, remove })
    }),
  ).pipe(Layer.provide([Changes.layer, AuditLog.layer]))
}
