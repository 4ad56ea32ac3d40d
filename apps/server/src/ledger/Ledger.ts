import { Array as Arr, Context, Effect, Layer, Metric, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { decodeRows } from "../database/rows.ts"
import { attributed, couponRedemptions, purchases } from "../observability/metrics.ts"
import { StateConflict } from "../refusals.ts"
import { type BalancesAnswer, balancesAnswer, Currency, maxAmountCents, numericOf } from "./amounts.ts"

/** A credit a balance's column cannot hold (numeric(12,2)) is refused whole: nothing is added or used up. */
export const balanceCeilingMessage =
  "That would take the balance past 9,999,999,999.99, the most it can hold. Nothing was changed."

const ceiling = numericOf(maxAmountCents)

/**
 * Why a balance moved; the ledger's `reason` column. An adjustment is staff's, with their reason as
 * its note; a payment is a gateway top-up, and a refund takes one back.
 */
export type LedgerReason = "coupon" | "purchase" | "adjustment" | "payment" | "refund" | "vote"

/** One line of the ledger: a signed amount in cents and what caused it. */
export interface LedgerEntry {
  readonly currency: Currency
  /** Positive adds to the balance, negative takes from it; zero lines are not written. */
  readonly cents: number
  readonly reason: LedgerReason
  readonly couponCode?: string
  readonly purchaseId?: string | number | bigint
  /** The gateway payment a payment or refund line moves. */
  readonly paymentId?: string
  /** The toplist vote a vote line rewards. */
  readonly voteId?: string
  /** Why staff adjusted the balance, in their words. */
  readonly note?: string
  readonly at: Date
}

/** A balance that differs from the sum of its ledger rows: a bug, or a change made by hand. */
export const LedgerMismatch = Schema.Struct({
  user_num: Schema.Int,
  currency: Currency,
  balance: Schema.String,
  ledger: Schema.String,
})
export type LedgerMismatch = typeof LedgerMismatch.Type

/** Both balances as `numeric` text, exact. */
const BalancesRow = Schema.Struct({ r_coin: Schema.String, milleage: Schema.String })

const purchasesIn = attributed(purchases)
const redemptionsIn = attributed(couponRedemptions)

/**
 * Counts what a posting did once its transaction commits: a purchase or redemption that rolls back
 * afterwards (an empty cart row, a failed commit) never reaches the metrics.
 */
const countWhenCommitted = (sql: SqlClient.SqlClient, entries: ReadonlyArray<LedgerEntry>) => {
  const bought = new Map<string, Set<string>>()
  const redeemed = new Map<string, Set<string>>()
  const add = (counted: Map<string, Set<string>>, currency: string, id: string) =>
    counted.set(currency, (counted.get(currency) ?? new Set<string>()).add(id))
  for (const entry of entries) {
    if (entry.reason === "purchase" && entry.purchaseId !== undefined)
      add(bought, entry.currency, String(entry.purchaseId))
    // A code that credits only Milleage has an R-Coin line of zero, which is not a credit of R-Coin.
    if (entry.reason === "coupon" && entry.couponCode !== undefined && entry.cents !== 0)
      add(redeemed, entry.currency, entry.couponCode)
  }
  const updates = [
    ...[...bought].map(([currency, ids]) => Metric.update(purchasesIn({ currency }), ids.size)),
    ...[...redeemed].map(([currency, codes]) => Metric.update(redemptionsIn({ currency }), codes.size)),
  ]
  return updates.length === 0 ? Effect.void : sql.afterCommit(Effect.all(updates, { discard: true }))
}

const totalOf = (entries: ReadonlyArray<LedgerEntry>, currency: Currency) =>
  entries.reduce((sum, entry) => (entry.currency === currency ? sum + entry.cents : sum), 0)

/**
 * The only way balances change. Run inside the transaction that writes the purchase or redemption
 * row: one conditional update moves both balances (it refuses to take either below zero or past
 * what the column holds, even when many requests race for the same balance), and the ledger rows
 * are written beside it, so a balance always equals the sum of its ledger.
 */
export class Ledger extends Context.Service<
  Ledger,
  {
    /**
     * The new balances, or none when the entries would overdraw (then nothing was written). A
     * balance the entries would take past its column's ceiling fails with a {@link StateConflict}
     * (409), so the caller's transaction rolls back whatever it claimed.
     */
    readonly post: (
      userNum: number,
      entries: ReadonlyArray<LedgerEntry>,
    ) => Effect.Effect<Option.Option<BalancesAnswer>, StateConflict>
    readonly balances: (userNum: number) => Effect.Effect<Option.Option<BalancesAnswer>>
    /** Every balance that is not the sum of its ledger; empty when the books are right. */
    readonly mismatches: Effect.Effect<ReadonlyArray<LedgerMismatch>>
  }
>()("gatehouse/server/Ledger") {
  static readonly layer = Layer.effect(
    Ledger,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      const post = Effect.fn("Ledger.post")(
        function* (userNum: number, entries: ReadonlyArray<LedgerEntry>) {
          const rcoin = numericOf(totalOf(entries, "rcoin"))
          const milleage = numericOf(totalOf(entries, "milleage"))
          // Postgres re-checks the WHERE clause on the newest row version after waiting for a
          // concurrent update of the same player, so racing requests can never overdraw together.
          const updated = yield* decodeRows(
            BalancesRow,
            sql`
          UPDATE users SET r_coin = r_coin + ${rcoin}::numeric, milleage = milleage + ${milleage}::numeric
          WHERE user_num = ${userNum}
            AND r_coin + ${rcoin}::numeric >= 0 AND milleage + ${milleage}::numeric >= 0
            AND r_coin + ${rcoin}::numeric <= ${ceiling}::numeric
            AND milleage + ${milleage}::numeric <= ${ceiling}::numeric
          RETURNING r_coin, milleage`,
          )
          const [row] = updated
          if (row === undefined) {
            // Told apart only after the refusal, so the common path stays one statement.
            const [past] = yield* decodeRows(
              Schema.Struct({ past: Schema.Boolean }),
              sql`
            SELECT r_coin + ${rcoin}::numeric > ${ceiling}::numeric
                OR milleage + ${milleage}::numeric > ${ceiling}::numeric AS past
            FROM users WHERE user_num = ${userNum}`,
            )
            if (past?.past === true) return yield* new StateConflict({ message: balanceCeilingMessage })
            return Option.none()
          }
          const lines: ReadonlyArray<Record<string, unknown>> = entries
            .filter((entry) => entry.cents !== 0)
            .map((entry) => ({
              user_num: userNum,
              currency: entry.currency,
              delta: numericOf(entry.cents),
              reason: entry.reason,
              coupon_code: entry.couponCode ?? null,
              purchase_id: entry.purchaseId === undefined ? null : String(entry.purchaseId),
              payment_id: entry.paymentId ?? null,
              vote_id: entry.voteId ?? null,
              note: entry.note ?? null,
              created_at: entry.at,
            }))
          if (Arr.isReadonlyArrayNonEmpty(lines)) yield* sql`INSERT INTO balance_ledger ${sql.insert(lines)}`
          yield* countWhenCommitted(sql, entries)
          return Option.some(balancesAnswer(row))
        },
        Effect.catchTag("SqlError", Effect.die),
      )

      const balances = Effect.fn("Ledger.balances")(function* (userNum: number) {
        const rows = yield* decodeRows(
          BalancesRow,
          sql`SELECT r_coin, milleage FROM users WHERE user_num = ${userNum}`,
        )
        return Option.map(Option.fromNullishOr(rows[0]), balancesAnswer)
      }, Effect.orDie)

      const mismatches = decodeRows(
        LedgerMismatch,
        sql`
        SELECT u.user_num, b.currency, b.balance::text AS balance, COALESCE(l.total, 0)::text AS ledger
        FROM users u
        CROSS JOIN LATERAL (VALUES ('rcoin', u.r_coin), ('milleage', u.milleage)) AS b (currency, balance)
        LEFT JOIN (
          SELECT user_num, currency, sum(delta) AS total FROM balance_ledger GROUP BY user_num, currency
        ) l ON l.user_num = u.user_num AND l.currency = b.currency
        WHERE b.balance <> COALESCE(l.total, 0)
        ORDER BY u.user_num, b.currency`,
      ).pipe(Effect.orDie, Effect.withSpan("Ledger.mismatches"))

      return Ledger.of({ post, balances, mismatches })
    }),
  )
}
