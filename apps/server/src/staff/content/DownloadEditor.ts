import type { SystemRequirement } from "@gatehouse/api-client"
import type { DownloadPayload, RequirementsPayload, StaffDownload } from "@gatehouse/api-client/console"
import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { Changes } from "../../cache/Changes.ts"
import { RequirementRow } from "../../content/DownloadPage.ts"
import { decodeRows } from "../../database/rows.ts"
import { InputRefused, NotAvailable } from "../../refusals.ts"
import { type Actor, AuditLog } from "../AuditLog.ts"
import { staffChange, staffRead } from "./staffChange.ts"

export const downloadMessages = {
  notFound: "This download link does not exist any more.",
  created: "The download link was added.",
  saved: "The download link was saved.",
  deleted: "The download link was deleted.",
  requirementsSaved: "The system requirements were saved.",
  unknownComponent: "The System Requirement table has no such row.",
} as const

const DownloadRow = Schema.Struct({
  seq: Schema.Int,
  link_name: Schema.String,
  link_description: Schema.NullOr(Schema.String),
  link_address: Schema.String,
  is_active: Schema.Boolean,
})
type DownloadRow = typeof DownloadRow.Type

const asDownload = (row: DownloadRow): StaffDownload => ({
  id: row.seq,
  name: row.link_name,
  description: row.link_description ?? "",
  address: row.link_address,
  isActive: row.is_active,
})

const requirementsQuery = (sql: SqlClient.SqlClient) =>
  decodeRows(
    RequirementRow,
    sql`SELECT component, label, minimum, recommended FROM system_requirements ORDER BY sort_order, component`,
  )

/**
 * The download page as staff edit it: the mirrors of the full client (name, description, link, on
 * or off) and the System Requirement table's minimum and recommended columns. Each change is
 * audited; a mirror's change refreshes the public download list on every instance.
 */
export class DownloadEditor extends Context.Service<
  DownloadEditor,
  {
    readonly list: Effect.Effect<{
      readonly mirrors: ReadonlyArray<StaffDownload>
      readonly requirements: ReadonlyArray<SystemRequirement>
    }>
    readonly save: (actor: Actor, download: DownloadPayload) => Effect.Effect<StaffDownload, NotAvailable>
    readonly remove: (actor: Actor, id: number) => Effect.Effect<void, NotAvailable>
    readonly saveRequirements: (actor: Actor, table: RequirementsPayload) => Effect.Effect<void, InputRefused>
  }
>()("gatehouse/server/DownloadEditor") {
  static readonly layer = Layer.effect(
    DownloadEditor,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const audit = yield* AuditLog
      const changes = yield* Changes

      const list = staffRead(
        Effect.all({
          mirrors: Effect.map(
            decodeRows(
              DownloadRow,
              sql`SELECT seq, link_name, link_description, link_address, is_active
              FROM downloads ORDER BY sort_order, seq`,
            ),
            (rows) => rows.map(asDownload),
          ),
          requirements: requirementsQuery(sql),
        }),
      ).pipe(Effect.withSpan("DownloadEditor.list"))

      const save = Effect.fn("DownloadEditor.save")(function* (actor: Actor, download: DownloadPayload) {
        const fields = {
          link_name: download.name.trim(),
          link_description: download.description.trim(),
          link_address: download.address.trim(),
          is_active: download.isActive,
        }
        return yield* staffChange(
          sql,
          Effect.gen(function* () {
            if (download.id === undefined) {
              // A new mirror goes last on the page.
              const [created] = yield* decodeRows(
                DownloadRow,
                sql`
                INSERT INTO downloads (link_name, link_description, link_address, is_active, link_date, sort_order)
                SELECT ${fields.link_name}, ${fields.link_description}, ${fields.link_address},
                       ${fields.is_active}, current_date, coalesce(max(sort_order) + 1, 0) FROM downloads
                RETURNING seq, link_name, link_description, link_address, is_active`,
              )
              if (created === undefined) return yield* Effect.die("INSERT returned no row")
              yield* audit.record({
                actor,
                action: "download.create",
                target: `download ${created.seq}`,
                after: asDownload(created),
              })
              yield* changes.announce("downloads")
              return asDownload(created)
            }
            const [before] = yield* decodeRows(
              DownloadRow,
              sql`SELECT seq, link_name, link_description, link_address, is_active
              FROM downloads WHERE seq = ${download.id} FOR UPDATE`,
            )
            if (before === undefined) return yield* new NotAvailable({ message: downloadMessages.notFound })
            const [after] = yield* decodeRows(
              DownloadRow,
              sql`UPDATE downloads SET ${sql.update(fields)}, link_date = current_date
              WHERE seq = ${download.id} RETURNING seq, link_name, link_description, link_address, is_active`,
            )
            if (after === undefined) return yield* Effect.die("UPDATE returned no row")
            yield* audit.record({
              actor,
              action: "download.update",
              target: `download ${download.id}`,
              before: asDownload(before),
              after: asDownload(after),
            })
            yield* changes.announce("downloads")
            return asDownload(after)
          }),
        )
      })

      const remove = Effect.fn("DownloadEditor.remove")(function* (actor: Actor, id: number) {
        yield* staffChange(
          sql,
          Effect.gen(function* () {
            const [before] = yield* decodeRows(
              DownloadRow,
              sql`DELETE FROM downloads WHERE seq = ${id}
              RETURNING seq, link_name, link_description, link_address, is_active`,
            )
            if (before === undefined) return yield* new NotAvailable({ message: downloadMessages.notFound })
            yield* audit.record({
              actor,
              action: "download.delete",
              target: `download ${id}`,
              before: asDownload(before),
            })
            yield* changes.announce("downloads")
          }),
        )
      })

      const saveRequirements = Effect.fn("DownloadEditor.saveRequirements")(function* (
        actor: Actor,
        table: RequirementsPayload,
      ) {
        yield* staffChange(
          sql,
          Effect.gen(function* () {
            const before = yield* decodeRows(
              RequirementRow,
              sql`SELECT component, label, minimum, recommended
              FROM system_requirements ORDER BY sort_order, component FOR UPDATE`,
            )
            const known = new Set(before.map((row) => row.component))
            const unknown = table.rows.filter((row) => !known.has(row.component))
            if (unknown.length > 0) {
              return yield* new InputRefused({
                message: downloadMessages.unknownComponent,
                errors: Object.fromEntries(
                  unknown.map((row) => [row.component, [downloadMessages.unknownComponent]]),
                ),
              })
            }
            for (const row of table.rows) {
              yield* sql`UPDATE system_requirements
                SET minimum = ${row.minimum.trim()}, recommended = ${row.recommended.trim()}
                WHERE component = ${row.component}`
            }
            const after = yield* requirementsQuery(sql)
            yield* audit.record({
              actor,
              action: "requirements.update",
              target: "system requirements",
              before,
              after,
            })
          }),
        )
      })

      return DownloadEditor.of({ list, save, remove, saveRequirements })
    }),
  )
}
