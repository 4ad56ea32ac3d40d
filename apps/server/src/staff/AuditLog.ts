import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { bigintNumber } from "../database/columns.ts"
import { decodeRows, Total } from "../database/rows.ts"

/** Who did a staff action: the staff member's account as their session names it. */
export interface Actor {
  readonly UserNum: number
  readonly UserID: string
}

/** One staff action to record. `before` and `after` are the record as JSON (null where there is none). */
export interface AuditRecord {
  readonly actor: Actor
  /** `area.verb`: `news.publish`, `codes.generate`, `player.adjust`. */
  readonly action: string
  /** What it was done to, as the area names it: a news id, a batch name, a user ID. */
  readonly target: string
  readonly before?: unknown
  readonly after?: unknown
}

export interface AuditRow {
  readonly id: number
  readonly at: string
  readonly staffUserNum: number
  readonly staffUserId: string
  readonly action: string
  readonly target: string
  readonly before: unknown
  readonly after: unknown
}

export interface AuditFilter {
  readonly staff?: string | undefined
  readonly action?: string | undefined
  readonly target?: string | undefined
  readonly page: number
}

/** How many audit rows one page of the log shows. */
export const auditPageSize = 25

/** A row of the log; `before` and `after` are `jsonb`, which the driver parses. */
const AuditRow = Schema.Struct({
  id: bigintNumber,
  at: Schema.Date,
  staff_user_num: Schema.Int,
  staff_user_id: Schema.String,
  action: Schema.String,
  target: Schema.String,
  before: Schema.Unknown,
  after: Schema.Unknown,
})

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value))

/** `%` and `_` typed into a filter are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`

/**
 * The staff audit log. `record` is meant to run inside the transaction of the action it records, so
 * an action and its row are written together or not at all; the table refuses every update and
 * delete (migration 0013), so a row once written stays as it was.
 */
export class AuditLog extends Context.Service<
  AuditLog,
  {
    readonly record: (entry: AuditRecord) => Effect.Effect<void>
    readonly list: (
      filter: AuditFilter,
    ) => Effect.Effect<{ readonly rows: ReadonlyArray<AuditRow>; readonly pageCount: number }>
  }
>()("gatehouse/server/AuditLog") {
  static readonly layer = Layer.effect(
    AuditLog,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      const record = Effect.fn("AuditLog.record")(function* (entry: AuditRecord) {
        yield* sql`INSERT INTO staff_audit ${sql.insert({
          staff_user_num: entry.actor.UserNum,
          staff_user_id: entry.actor.UserID,
          action: entry.action,
          target: entry.target.slice(0, 200),
          before: json(entry.before),
          after: json(entry.after),
        })}`
      }, Effect.orDie)

      const list = Effect.fn("AuditLog.list")(function* (filter: AuditFilter) {
        const conditions = [
          filter.staff ? sql`lower(staff_user_id) = lower(${filter.staff.trim()})` : undefined,
          filter.action ? sql`action LIKE ${likePattern(filter.action.trim())}` : undefined,
          filter.target ? sql`target LIKE ${likePattern(filter.target.trim())}` : undefined,
        ].filter((condition) => condition !== undefined)
        const where = conditions.length === 0 ? sql`` : sql`WHERE ${sql.and(conditions)}`
        const [counted] = yield* decodeRows(
          Total,
          sql`SELECT count(*)::int AS total FROM staff_audit ${where}`,
        )
        const rows = yield* decodeRows(
          AuditRow,
          sql`SELECT id, at, staff_user_num, staff_user_id, action, target, before, after
           FROM staff_audit ${where}
           ORDER BY id DESC
           LIMIT ${auditPageSize} OFFSET ${(filter.page - 1) * auditPageSize}`,
        )
        return {
          pageCount: Math.max(1, Math.ceil((counted?.total ?? 0) / auditPageSize)),
          rows: rows.map((row) => ({
            id: row.id,
            at: row.at.toISOString(),
            staffUserNum: row.staff_user_num,
            staffUserId: row.staff_user_id,
            action: row.action,
            target: row.target,
            before: row.before,
            after: row.after,
          })),
        }
      }, Effect.orDie)

      return AuditLog.of({ record, list })
    }),
  )
}
