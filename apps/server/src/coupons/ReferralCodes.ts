import type { CreateReferralPayload, ReferralCode, ReferralMonth } from "@gatehouse/api-client/console"
import { GameTimeZone } from "@gatehouse/domain"
import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { decodeRows } from "../database/rows.ts"
import { gameDateSql } from "../gameDays.ts"
import { centsOf, numericOf } from "../ledger/amounts.ts"
import { NotAvailable, StateConflict } from "../refusals.ts"
import { type Actor, AuditLog } from "../staff/AuditLog.ts"

export const referralMessages = {
  exists: "This referral code exists already.",
  unknown: "There is no such referral code.",
  alreadyActive: "This referral code is active already.",
  alreadyInactive: "This referral code is inactive already.",
} as const

export const referralCreatedMessage = (code: string) => `Referral code ${code} created.`
export const referralSwitchedMessage = (code: string, active: boolean) =>
  active
    ? `Referral code ${code} is active again.`
    : `Referral code ${code} deactivated: players can no longer use it.`

const ReferralRow = Schema.Struct({
  code: Schema.String,
  streamer_name: Schema.String,
  is_active: Schema.Boolean,
  created_at: Schema.Date,
  redemptions: Schema.Int,
})
type ReferralRow = typeof ReferralRow.Type

/** One streamer's month; the sums are exact `numeric` text. */
const ReferralMonthRow = Schema.Struct({
  month: Schema.String,
  code: Schema.String,
  streamer_name: Schema.String,
  redemptions: Schema.Int,
  rcoin: Schema.String,
  milleage: Schema.String,
})

const referralOf = (row: ReferralRow): ReferralCode => ({
  code: row.code,
  streamer: row.streamer_name,
  active: row.is_active,
  createdAt: row.created_at.toISOString(),
  redemptions: row.redemptions,
})

const audited = (referral: ReferralCode) => ({
  code: referral.code,
  streamer: referral.streamer,
  active: referral.active,
})

/**
 * Streamers' referral codes: players name one beside a code they redeem, so a streamer's audience
 * can be counted. Administrators create them and switch them off (a switched-off code is refused
 * by the redeem call, but its history stays); the report totals each streamer's month.
 */
export class ReferralCodes extends Context.Service<
  ReferralCodes,
  {
    readonly list: Effect.Effect<ReadonlyArray<ReferralCode>>
    readonly create: (
      actor: Actor,
      input: CreateReferralPayload,
    ) => Effect.Effect<ReferralCode, StateConflict>
    readonly setActive: (
      actor: Actor,
      code: string,
      active: boolean,
    ) => Effect.Effect<ReferralCode, NotAvailable | StateConflict>
    readonly report: Effect.Effect<ReadonlyArray<ReferralMonth>>
  }
>()("gatehouse/server/ReferralCodes") {
  static readonly layer = Layer.effect(
    ReferralCodes,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const timeZone = yield* GameTimeZone
      const audit = yield* AuditLog

      const rows = (code?: string) =>
        decodeRows(
          ReferralRow,
          sql`
        SELECT r.code, r.streamer_name, r.is_active, r.created_at, count(c.code)::int AS redemptions
        FROM referral_codes r LEFT JOIN coupons c ON c.referral_code = r.code
        ${code === undefined ? sql`` : sql`WHERE r.code = ${code}`}
        GROUP BY r.code
        ORDER BY r.is_active DESC, r.code`,
        )

      const find = (code: string) =>
        Effect.flatMap(rows(code), ([row]) =>
          row === undefined
            ? Effect.fail(new NotAvailable({ message: referralMessages.unknown }))
            : Effect.succeed(referralOf(row)),
        )

      const list = Effect.map(rows(), (found) => found.map(referralOf)).pipe(
        Effect.orDie,
        Effect.withSpan("ReferralCodes.list"),
      )

      const create = Effect.fn("ReferralCodes.create")(function* (
        actor: Actor,
        input: CreateReferralPayload,
      ) {
        return yield* sql
          .withTransaction(
            Effect.gen(function* () {
              const inserted = yield* sql`
              INSERT INTO referral_codes ${sql.insert({ code: input.code, streamer_name: input.streamer.trim() })}
              ON CONFLICT (code) DO NOTHING RETURNING code`
              if (inserted.length === 0) return yield* new StateConflict({ message: referralMessages.exists })
              const referral = yield* Effect.orDie(find(input.code))
              yield* audit.record({
                actor,
                action: "referral.create",
                target: referral.code,
                after: audited(referral),
              })
              return referral
            }),
          )
          .pipe(Effect.catchTag("SqlError", Effect.die))
      })

      const setActive = Effect.fn("ReferralCodes.setActive")(function* (
        actor: Actor,
        code: string,
        active: boolean,
      ) {
        return yield* sql
          .withTransaction(
            Effect.gen(function* () {
              const before = yield* find(code)
              const changed = yield* sql`
              UPDATE referral_codes SET is_active = ${active}
              WHERE code = ${code} AND is_active <> ${active} RETURNING code`
              if (changed.length === 0) {
                return yield* new StateConflict({
                  message: active ? referralMessages.alreadyActive : referralMessages.alreadyInactive,
                })
              }
              const after = yield* find(code)
              yield* audit.record({
                actor,
                action: active ? "referral.activate" : "referral.deactivate",
                target: code,
                before: audited(before),
                after: audited(after),
              })
              return after
            }),
          )
          .pipe(Effect.catchTag("SqlError", Effect.die))
      })

      // Months are the game's time zone's, the calendar players and streamers live by.
      const report = decodeRows(
        ReferralMonthRow,
        sql`
        SELECT ${sql.literal(gameDateSql("c.redeemed_at", timeZone, "YYYY-MM"))} AS month,
               r.code, r.streamer_name, count(*)::int AS redemptions,
               sum(c.rcoin_value)::text AS rcoin, sum(c.milleage_value)::text AS milleage
        FROM coupons c JOIN referral_codes r ON r.code = c.referral_code
        WHERE c.redeemed_at IS NOT NULL
        GROUP BY 1, r.code, r.streamer_name
        ORDER BY 1 DESC, r.streamer_name, r.code`,
      ).pipe(
        Effect.map((found) =>
          found.map((row) => ({
            month: row.month,
            code: row.code,
            streamer: row.streamer_name,
            redemptions: row.redemptions,
            rcoin: numericOf(centsOf(row.rcoin)),
            milleage: numericOf(centsOf(row.milleage)),
          })),
        ),
        Effect.orDie,
        Effect.withSpan("ReferralCodes.report"),
      )

      return ReferralCodes.of({ list, create, setActive, report })
    }),
  )
}
