import type { CodeBatch, GenerateCodesPayload } from "@gatehouse/api-client/console"
import { currencies, GameTimeZone } from "@gatehouse/domain"
import { Clock, Context, Effect, Layer, Schema } from "effect"
import { SqlClient, type Statement } from "effect/sql"
import { decodeRows, Total } from "../database/rows.ts"
import { centsOf, numericOf } from "../ledger/amounts.ts"
import { InputRefused, NotAvailable, StateConflict } from "../refusals.ts"
import { type Actor, AuditLog } from "../staff/AuditLog.ts"
import { drawCodes } from "./codeFormat.ts"
import { type CsvCode, codesCsv } from "./codesCsv.ts"
import { expiryOfLastDay, lastDayOfExpiry } from "./lastDay.ts"

/** What the Codes page says; the portal shows these as they are. */
export const codeBatchMessages = {
  noValue: `A code must carry ${currencies.coin.name}, ${currencies.point.name} or both.`,
  notADay: "Enter a real date.",
  pastDay: "The last day must be today or later.",
  noBatch: "There is no such batch.",
  nothingToVoid: "This batch has no unused codes left to void.",
  noCode: "There is no such code. Codes are case-sensitive.",
  redeemed: "This code has been redeemed already; it cannot be voided.",
  voided: "This code is void already.",
} as const

export const generatedMessage = (count: number, name: string) =>
  `${count} ${count === 1 ? "code" : "codes"} generated in batch "${name}".`
export const voidedMessage = (count: number) => `${count} unused ${count === 1 ? "code" : "codes"} voided.`
export const voidedCodeMessage = (code: string) => `Code ${code} voided.`

/** How many batches one page of the list shows. */
export const batchPageSize = 20

/** Collisions among ~59-bit codes are near impossible; a few rounds of redrawing cover them all the same. */
const maxDrawRounds = 5

/** A batch with its counts; the values are exact `numeric` text. */
const BatchRow = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  note: Schema.String,
  created_at: Schema.Date,
  created_by_id: Schema.String,
  code_count: Schema.Int,
  rcoin_value: Schema.String,
  milleage_value: Schema.String,
  expires_at: Schema.NullOr(Schema.Date),
  redeemed: Schema.Int,
  voided: Schema.Int,
})
type BatchRow = typeof BatchRow.Type

const CodeRow = Schema.Struct({
  code: Schema.String,
  redeemed_at: Schema.NullOr(Schema.Date),
  voided_at: Schema.NullOr(Schema.Date),
  expires_at: Schema.NullOr(Schema.Date),
})

const batchOf = (row: BatchRow, timeZone: string): CodeBatch => ({
  id: row.id,
  name: row.name,
  note: row.note,
  createdAt: row.created_at.toISOString(),
  createdBy: row.created_by_id,
  count: row.code_count,
  redeemed: row.redeemed,
  voided: row.voided,
  rcoin: numericOf(centsOf(row.rcoin_value)),
  milleage: numericOf(centsOf(row.milleage_value)),
  expiresOn: row.expires_at === null ? null : lastDayOfExpiry(row.expires_at, timeZone),
})

/** A batch's value as its audit rows and CSV name it, never its codes. */
const valueColumns = (batch: CodeBatch): Pick<CsvCode, "value" | "currency"> => {
  const parts = [
    centsOf(batch.rcoin) > 0 ? { value: batch.rcoin, currency: currencies.coin.name } : undefined,
    centsOf(batch.milleage) > 0 ? { value: batch.milleage, currency: currencies.point.name } : undefined,
  ].filter((part) => part !== undefined)
  return {
    value: parts.map((part) => part.value).join(" / "),
    currency: parts.map((part) => part.currency).join(" / "),
  }
}

/**
 * What the audit log keeps of a batch: who can read the log (content editors too) must never find
 * a code there that still works, so it holds the batch's id, count and value, not its codes.
 */
const auditedBatch = (batch: CodeBatch) => ({
  batch: batch.id,
  name: batch.name,
  count: batch.count,
  rcoin: batch.rcoin,
  milleage: batch.milleage,
  expiresOn: batch.expiresOn,
  redeemed: batch.redeemed,
  voided: batch.voided,
})

/**
 * Batches of codes made by administrators: generated with the operating system's randomness,
 * unique across every code (the table's key decides, colliding draws are drawn again), stored in
 * one transaction with one audit row; exported as CSV; and voided, never touching a redeemed code.
 */
export class CodeBatches extends Context.Service<
  CodeBatches,
  {
    readonly generate: (actor: Actor, input: GenerateCodesPayload) => Effect.Effect<CodeBatch, InputRefused>
    readonly list: (
      page: number,
    ) => Effect.Effect<{ readonly batches: ReadonlyArray<CodeBatch>; readonly pageCount: number }>
    readonly exportCsv: (actor: Actor, id: number) => Effect.Effect<string, NotAvailable>
    readonly voidBatch: (
      actor: Actor,
      id: number,
    ) => Effect.Effect<{ readonly batch: CodeBatch; readonly voided: number }, NotAvailable | StateConflict>
    readonly voidCode: (actor: Actor, code: string) => Effect.Effect<void, NotAvailable | StateConflict>
  }
>()("gatehouse/server/CodeBatches") {
  static readonly layer = Layer.effect(
    CodeBatches,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const timeZone = yield* GameTimeZone
      const audit = yield* AuditLog

      /** Batches with their redeemed and voided counts; `rest` filters, orders and pages. */
      const batchRows = (rest: Statement.Fragment) =>
        decodeRows(
          BatchRow,
          sql`
        SELECT b.id, b.name, b.note, b.created_at, b.created_by_id, b.code_count,
               b.rcoin_value::text AS rcoin_value, b.milleage_value::text AS milleage_value, b.expires_at,
               count(c.code) FILTER (WHERE c.redeemed_at IS NOT NULL)::int AS redeemed,
               count(c.code) FILTER (WHERE c.voided_at IS NOT NULL)::int AS voided
        FROM code_batches b LEFT JOIN coupons c ON c.batch_id = b.id
        ${rest}`,
        )

      const findBatch = (id: number) =>
        Effect.flatMap(batchRows(sql`WHERE b.id = ${id} GROUP BY b.id`), ([row]) =>
          row === undefined
            ? Effect.fail(new NotAvailable({ message: codeBatchMessages.noBatch }))
            : Effect.succeed(batchOf(row, timeZone)),
        )

      const checkedInput = (input: GenerateCodesPayload, now: number) =>
        Effect.gen(function* () {
          const rcoinCents = centsOf(input.rcoin)
          const milleageCents = centsOf(input.milleage)
          if (rcoinCents + milleageCents <= 0) {
            return yield* new InputRefused({
              message: codeBatchMessages.noValue,
              errors: { rcoin: [codeBatchMessages.noValue] },
            })
          }
          const day = input.expiresOn ?? null
          const expiresAt = day === null ? null : expiryOfLastDay(day, timeZone)
          if (expiresAt === undefined) {
            return yield* new InputRefused({
              message: codeBatchMessages.notADay,
              errors: { expiresOn: [codeBatchMessages.notADay] },
            })
          }
          if (expiresAt !== null && expiresAt.getTime() <= now) {
            return yield* new InputRefused({
              message: codeBatchMessages.pastDay,
              errors: { expiresOn: [codeBatchMessages.pastDay] },
            })
          }
          return {
            name: input.name.trim(),
            note: (input.note ?? "").trim(),
            rcoin: numericOf(rcoinCents),
            milleage: numericOf(milleageCents),
            expiresAt,
          }
        })

      /** Inserts `count` new codes of the batch; a drawn code that exists already is simply drawn again. */
      const insertCodes = (
        batchId: number,
        count: number,
        values: Effect.Success<ReturnType<typeof checkedInput>>,
      ) =>
        Effect.gen(function* () {
          let stored = 0
          for (let round = 0; round < maxDrawRounds && stored < count; round += 1) {
            const [first, ...others] = drawCodes(count - stored).map((code) => ({
              code,
              rcoin_value: values.rcoin,
              milleage_value: values.milleage,
              batch: values.name,
              batch_id: batchId,
              expires_at: values.expiresAt,
            }))
            if (first === undefined) break
            const inserted = yield* sql`
              INSERT INTO coupons ${sql.insert([first, ...others])} ON CONFLICT (code) DO NOTHING RETURNING code`
            stored += inserted.length
          }
          if (stored < count) return yield* Effect.die(new Error("could not draw enough unique codes"))
        })

      const generate = Effect.fn("CodeBatches.generate")(function* (
        actor: Actor,
        input: GenerateCodesPayload,
      ) {
        const values = yield* checkedInput(input, yield* Clock.currentTimeMillis)
        return yield* sql
          .withTransaction(
            Effect.gen(function* () {
              const [created] = yield* decodeRows(
                Schema.Struct({ id: Schema.Int }),
                sql`
              INSERT INTO code_batches ${sql.insert({
                name: values.name,
                note: values.note,
                code_count: input.count,
                rcoin_value: values.rcoin,
                milleage_value: values.milleage,
                expires_at: values.expiresAt,
                created_by: actor.UserNum,
                created_by_id: actor.UserID,
              })} RETURNING id`,
              )
              if (created === undefined) return yield* Effect.die(new Error("the batch was not stored"))
              yield* insertCodes(created.id, input.count, values)
              const batch = yield* Effect.orDie(findBatch(created.id))
              yield* audit.record({
                actor,
                action: "codes.generate",
                target: `batch ${batch.id}`,
                after: auditedBatch(batch),
              })
              return batch
            }),
          )
          .pipe(Effect.catchTag("SqlError", Effect.die))
      })

      const list = Effect.fn("CodeBatches.list")(function* (page: number) {
        const [counted] = yield* decodeRows(Total, sql`SELECT count(*)::int AS total FROM code_batches`)
        const rows = yield* batchRows(
          sql`GROUP BY b.id ORDER BY b.id DESC LIMIT ${batchPageSize} OFFSET ${(page - 1) * batchPageSize}`,
        )
        return {
          batches: rows.map((row) => batchOf(row, timeZone)),
          pageCount: Math.max(1, Math.ceil((counted?.total ?? 0) / batchPageSize)),
        }
      }, Effect.orDie)

      const exportCsv = Effect.fn("CodeBatches.exportCsv")(function* (actor: Actor, id: number) {
        const now = yield* Clock.currentTimeMillis
        return yield* sql
          .withTransaction(
            Effect.gen(function* () {
              const batch = yield* findBatch(id)
              const codes = yield* decodeRows(
                CodeRow,
                sql`SELECT code, redeemed_at, voided_at, expires_at FROM coupons WHERE batch_id = ${id} ORDER BY code`,
              )
              const value = valueColumns(batch)
              const csv = codesCsv(
                codes.map((code) => ({
                  code: code.code,
                  ...value,
                  expiry: code.expires_at === null ? "" : lastDayOfExpiry(code.expires_at, timeZone),
                  state:
                    code.redeemed_at !== null
                      ? "redeemed"
                      : code.voided_at !== null
                        ? "voided"
                        : code.expires_at !== null && code.expires_at.getTime() <= now
                          ? "expired"
                          : "unused",
                })),
              )
              // Whoever downloads a batch holds its codes: the log says who did, and when.
              yield* audit.record({
                actor,
                action: "codes.export",
                target: `batch ${batch.id}`,
                after: { batch: batch.id, name: batch.name, rows: codes.length },
              })
              return csv
            }),
          )
          .pipe(Effect.catchTag("SqlError", Effect.die))
      })

      const voidBatch = Effect.fn("CodeBatches.voidBatch")(function* (actor: Actor, id: number) {
        const now = new Date(yield* Clock.currentTimeMillis)
        return yield* sql
          .withTransaction(
            Effect.gen(function* () {
              const before = yield* findBatch(id)
              // Redeemed codes are left as they are; the redeem call's own condition
              // (`voided_at IS NULL`) and the table's CHECK keep a racing redemption and a void apart.
              const voided = yield* sql`
              UPDATE coupons SET voided_at = ${now}
              WHERE batch_id = ${id} AND redeemed_at IS NULL AND voided_at IS NULL
              RETURNING code`
              if (voided.length === 0) {
                return yield* new StateConflict({ message: codeBatchMessages.nothingToVoid })
              }
              const batch = yield* findBatch(id)
              yield* audit.record({
                actor,
                action: "codes.void",
                target: `batch ${id}`,
                before: auditedBatch(before),
                after: { ...auditedBatch(batch), voidedNow: voided.length },
              })
              return { batch, voided: voided.length }
            }),
          )
          .pipe(Effect.catchTag("SqlError", Effect.die))
      })

      const voidCode = Effect.fn("CodeBatches.voidCode")(function* (actor: Actor, input: string) {
        const code = input.trim()
        const now = new Date(yield* Clock.currentTimeMillis)
        return yield* sql
          .withTransaction(
            Effect.gen(function* () {
              const [voided] = yield* decodeRows(
                Schema.Struct({ batch_id: Schema.NullOr(Schema.Int) }),
                sql`
              UPDATE coupons SET voided_at = ${now}
              WHERE code = ${code} AND redeemed_at IS NULL AND voided_at IS NULL
              RETURNING batch_id`,
              )
              if (voided === undefined) {
                const [state] = yield* decodeRows(
                  Schema.Struct({ redeemed_at: CodeRow.fields.redeemed_at }),
                  sql`SELECT redeemed_at FROM coupons WHERE code = ${code}`,
                )
                if (state === undefined) return yield* new NotAvailable({ message: codeBatchMessages.noCode })
                return yield* new StateConflict({
                  message: state.redeemed_at === null ? codeBatchMessages.voided : codeBatchMessages.redeemed,
                })
              }
              // A void code can never be redeemed, so naming it in the log gives nothing away.
              yield* audit.record({
                actor,
                action: "codes.void",
                target: code,
                before: { code, batch: voided.batch_id, state: "unused" },
                after: { code, batch: voided.batch_id, state: "voided" },
              })
            }),
          )
          .pipe(Effect.catchTag("SqlError", Effect.die))
      })

      return CodeBatches.of({ generate, list, exportCsv, voidBatch, voidCode })
    }),
  )
}
