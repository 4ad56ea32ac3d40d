import {
  packageMessages,
  packageProblems,
  type StaffTopUpPackage,
  type TopUpPackagePayload,
} from "@gatehouse/api-client/console"
import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { decodeRows } from "../database/rows.ts"
import { centsOf, numericOf } from "../ledger/amounts.ts"
import { InputRefused, NotAvailable } from "../refusals.ts"
import { type Actor, AuditLog } from "../staff/AuditLog.ts"

export const packageAnswers = {
  created: (name: string) => `Package "${name}" added.`,
  saved: (name: string) => `Package "${name}" saved.`,
  noPackage: "There is no such package.",
} as const

/** A package's row; amounts are exact `numeric` text. */
const PackageRecord = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  price: Schema.String,
  rcoin: Schema.String,
  bonus: Schema.String,
  on_sale: Schema.Boolean,
  sort_order: Schema.Int,
  created_at: Schema.Date,
  updated_at: Schema.Date,
})
type PackageRecord = typeof PackageRecord.Type

const packageColumns = `id, name, price::text AS price, rcoin::text AS rcoin, bonus::text AS bonus, on_sale,
  sort_order, created_at, updated_at`

const packageOf = (row: PackageRecord): StaffTopUpPackage => ({
  id: row.id,
  name: row.name,
  priceCentavos: centsOf(row.price),
  rcoinCents: centsOf(row.rcoin),
  bonusCents: centsOf(row.bonus),
  onSale: row.on_sale,
  sortOrder: row.sort_order,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
})

/** What the audit log keeps of a package: what players pay and get, not its timestamps. */
const audited = (pack: StaffTopUpPackage) => ({
  id: pack.id,
  name: pack.name,
  price: numericOf(pack.priceCentavos),
  rcoin: numericOf(pack.rcoinCents),
  bonus: numericOf(pack.bonusCents),
  onSale: pack.onSale,
  sortOrder: pack.sortOrder,
})

/** The package as the table stores it, once its rules hold; a 422 naming each bad field otherwise. */
const checked = (input: TopUpPackagePayload) => {
  const problems = packageProblems(input)
  return Object.keys(problems).length > 0
    ? Effect.fail(new InputRefused({ message: packageMessages.refused, errors: problems }))
    : Effect.succeed({
        name: input.name.trim(),
        price: numericOf(input.priceCentavos),
        rcoin: numericOf(input.rcoinCents),
        bonus: numericOf(input.bonusCents),
        on_sale: input.onSale,
        sort_order: input.sortOrder,
      })
}

/**
 * The top-up packages as administrators keep them: every one, on sale or not, in the order players
 * see them. A change and its audit row are one transaction. Payments copy what they load when they
 * are made, so changing a package never changes a payment already under way.
 */
export class TopUpPackages extends Context.Service<
  TopUpPackages,
  {
    readonly list: Effect.Effect<ReadonlyArray<StaffTopUpPackage>>
    readonly create: (
      actor: Actor,
      input: TopUpPackagePayload,
    ) => Effect.Effect<StaffTopUpPackage, InputRefused>
    readonly update: (
      actor: Actor,
      id: number,
      input: TopUpPackagePayload,
    ) => Effect.Effect<StaffTopUpPackage, InputRefused | NotAvailable>
  }
>()("gatehouse/server/TopUpPackages") {
  static readonly layer = Layer.effect(
    TopUpPackages,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const audit = yield* AuditLog

      const list = decodeRows(
        PackageRecord,
        sql`SELECT ${sql.literal(packageColumns)} FROM topup_packages ORDER BY sort_order, price, id`,
      ).pipe(
        Effect.map((rows) => rows.map(packageOf)),
        Effect.orDie,
        Effect.withSpan("TopUpPackages.list"),
      )

      const create = Effect.fn("TopUpPackages.create")(function* (actor: Actor, input: TopUpPackagePayload) {
        const values = yield* checked(input)
        return yield* sql
          .withTransaction(
            Effect.gen(function* () {
              const [row] = yield* decodeRows(
                PackageRecord,
                sql`INSERT INTO topup_packages ${sql.insert(values)} RETURNING ${sql.literal(packageColumns)}`,
              )
              if (row === undefined) return yield* Effect.die(new Error("the package was not stored"))
              const created = packageOf(row)
              yield* audit.record({
                actor,
                action: "topup.package.create",
                target: `package ${created.id}`,
                after: audited(created),
              })
              return created
            }),
          )
          .pipe(Effect.catchTag("SqlError", Effect.die))
      })

      const update = Effect.fn("TopUpPackages.update")(function* (
        actor: Actor,
        id: number,
        input: TopUpPackagePayload,
      ) {
        const values = yield* checked(input)
        return yield* sql
          .withTransaction(
            Effect.gen(function* () {
              const [before] = yield* decodeRows(
                PackageRecord,
                sql`SELECT ${sql.literal(packageColumns)} FROM topup_packages WHERE id = ${id} FOR UPDATE`,
              )
              if (before === undefined) return yield* new NotAvailable({ message: packageAnswers.noPackage })
              const [row] = yield* decodeRows(
                PackageRecord,
                sql`UPDATE topup_packages SET ${sql.update(values)}, updated_at = now()
                    WHERE id = ${id} RETURNING ${sql.literal(packageColumns)}`,
              )
              if (row === undefined) return yield* Effect.die(new Error("the package was not updated"))
              const after = packageOf(row)
              yield* audit.record({
                actor,
                action: "topup.package.update",
                target: `package ${id}`,
                before: audited(packageOf(before)),
                after: audited(after),
              })
              return after
            }),
          )
          .pipe(Effect.catchTag("SqlError", Effect.die))
      })

      return TopUpPackages.of({ list, create, update })
    }),
  )
}
