import type { BalanceCurrency, StaffLevel, WhitelistDecision } from "@gatehouse/api-client/console"
import { staffLevelUserTypes } from "@gatehouse/api-client/console"
import { balancesOfAnswer, byLedgerName, ledgerCurrencyNames, staffRoleOf, toCents } from "@gatehouse/domain"
import { Clock, Context, Effect, Layer, Option, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { decodeRows } from "../database/rows.ts"
import { GameItemBank } from "../gamelink/GameItemBank.ts"
import { type BalancesAnswer, numericOf } from "../ledger/amounts.ts"
import { Ledger } from "../ledger/Ledger.ts"
import { InputRefused, NotAvailable, type Outranked, StateConflict } from "../refusals.ts"
import { AuditLog } from "../staff/AuditLog.ts"
import { StaffStanding, type StandingAccount } from "../staff/StaffStanding.ts"
import { adjustmentErrors, centsFromText } from "./adjustmentRules.ts"
import { IpWhitelist } from "./IpWhitelist.ts"
import { findAccount } from "./PlayerRecords.ts"
import { levelNames, playerAdminMessages } from "./playerAdminMessages.ts"
import { Sessions } from "./Sessions.ts"

export interface Adjustment {
  readonly user: string
  readonly currency: BalanceCurrency
  readonly amount: string
  readonly reason: string
}

/** The level a user type stands at, as the console names it. */
const levelOf = (userType: number): StaffLevel => staffRoleOf(userType) ?? "player"

/** The balances as the audit log records them: exact `numeric` text under the ledger's names. */
const balancesRecord = (balances: BalancesAnswer) => {
  const { coin, point } = balancesOfAnswer(balances)
  return byLedgerName({ coin: numericOf(toCents(coin)), point: numericOf(toCents(point)) })
}

/** The administrator acting: who, and at which user type (their standing, staff/StaffStanding.ts). */
type Actor = StandingAccount

/**
 * What administrators change about players (ADR 0025): whitelist decisions, balance adjustments,
 * login blocks and staff levels. Each action is one transaction holding the change and its audit
 * row (who, what, before, after), so neither is ever written without the other. Each is refused
 * (403, nothing changed) on an account that stands at or above the administrator's own: another
 * administrator, or the owner (ADR 0016, "Staff standing").
 */
export class PlayerAdmin extends Context.Service<
  PlayerAdmin,
  {
    readonly decideWhitelist: (
      actor: Actor,
      id: number,
      decision: WhitelistDecision,
    ) => Effect.Effect<string, NotAvailable | StateConflict | InputRefused | Outranked>
    /** The balances after the adjustment. */
    readonly adjust: (
      actor: Actor,
      adjustment: Adjustment,
    ) => Effect.Effect<
      BalancesAnswer & { readonly userId: string },
      InputRefused | NotAvailable | StateConflict | Outranked
    >
    readonly block: (
      actor: Actor,
      user: string,
      reason: string,
    ) => Effect.Effect<string, InputRefused | NotAvailable | StateConflict | Outranked>
    /**
     * Cancels one item still waiting in the game's item bank (PurFlag 0 → 3, conditionally) and
     * gives its price back once, with its ledger row.
     */
    readonly cancelItem: (
      actor: Actor,
      user: string,
      purKey: number,
    ) => Effect.Effect<string, NotAvailable | StateConflict | Outranked>
    readonly unblock: (
      actor: Actor,
      user: string,
    ) => Effect.Effect<string, NotAvailable | StateConflict | Outranked>
    readonly setStaffLevel: (
      actor: Actor,
      user: string,
      level: StaffLevel,
    ) => Effect.Effect<string, InputRefused | NotAvailable | StateConflict | Outranked>
  }
>()("gatehouse/server/PlayerAdmin") {
  static readonly layer = Layer.effect(
    PlayerAdmin,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const audit = yield* AuditLog
      const ledger = yield* Ledger
      const whitelist = yield* IpWhitelist
      const sessions = yield* Sessions
      const itemBank = yield* GameItemBank
      const standing = yield* StaffStanding
      const now = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis))

      /** Runs an action and its audit row in one transaction; a database failure is a defect. */
      const inTransaction = <A, E, R>(action: Effect.Effect<A, E, R>) =>
        sql.withTransaction(action).pipe(Effect.catchTag("SqlError", Effect.die))

      /** The account as its standing is judged. */
      /** The account that asked for a whitelisted address, as staff standing judges it. */
      const findRequester = (userNum: number) =>
        SqlSchema.findOneOption({
          Request: Schema.Number,
          Result: Schema.Struct({ user_id: Schema.String, user_type: Schema.Int }),
          execute: (num) => sql`SELECT user_id, user_type FROM users WHERE user_num = ${num}`,
        })(userNum).pipe(Effect.catchTag("SchemaError", Effect.die))

      const targetOf = (userNum: number, userId: string, userType: number): StandingAccount => ({
        UserNum: userNum,
        UserID: userId,
        UserType: userType,
      })

      /**
       * The account's row, locked until the transaction ends so what it was before stays true, once
       * the actor is known to stand above it.
       */
      const lockedAccountBelow = (actor: Actor, user: string) =>
        Effect.tap(lockedAccount(user), ({ userNum, userId, row }) =>
          standing.mayActOn(actor, targetOf(userNum, userId, row.user_type)),
        )

      /** The account's row, locked until the transaction ends so what it was before stays true. */
      const lockedAccount = (user: string) =>
        Effect.gen(function* () {
          const { userNum, userId } = yield* findAccount(sql, user)
          const [row] = yield* decodeRows(
            Schema.Struct({
              user_type: Schema.Int,
              r_coin: Schema.String,
              milleage: Schema.String,
              login_blocked_at: Schema.NullOr(Schema.Date),
              blocked_reason: Schema.NullOr(Schema.String),
            }),
            sql`
            SELECT user_type, r_coin::text AS r_coin, milleage::text AS milleage, login_blocked_at,
                   blocked_reason
            FROM users WHERE user_num = ${userNum} FOR UPDATE`,
          )
          if (row === undefined) return yield* new NotAvailable({ message: playerAdminMessages.noSuchPlayer })
          return { userNum, userId, row }
        })

      const decideWhitelist = Effect.fn("PlayerAdmin.decideWhitelist")(function* (
        actor: Actor,
        id: number,
        decision: WhitelistDecision,
      ) {
        return yield* inTransaction(
          Effect.gen(function* () {
            const decided = yield* whitelist.decide(id, decision, actor.UserNum)
            const owner = yield* findRequester(decided.userNum)
            const userId = Option.match(owner, {
              onNone: () => String(decided.userNum),
              onSome: (o) => o.user_id,
            })
            // Decided first, then judged: a refusal rolls the decision back with the transaction.
            if (Option.isSome(owner))
              yield* standing.mayActOn(actor, targetOf(decided.userNum, userId, owner.value.user_type))
            yield* audit.record({
              actor,
              action: decision === "approve" ? "whitelist.approve" : "whitelist.reject",
              target: `${userId} ${decided.ipAddress}`,
              before: { id, userId, ipAddress: decided.ipAddress, status: "pending" },
              after: { id, userId, ipAddress: decided.ipAddress, status: decided.status },
            })
            return decided.status === "approved"
              ? playerAdminMessages.approved(userId, decided.ipAddress)
              : playerAdminMessages.rejected(userId, decided.ipAddress)
          }),
        )
      })

      const adjust = Effect.fn("PlayerAdmin.adjust")(function* (actor: Actor, adjustment: Adjustment) {
        const errors = adjustmentErrors(adjustment.amount, adjustment.reason)
        const cents = centsFromText(adjustment.amount)
        if (Object.keys(errors).length > 0 || cents === undefined) {
          return yield* new InputRefused({ message: playerAdminMessages.correctAndRetry, errors })
        }
        const reason = adjustment.reason.trim()
        return yield* inTransaction(
          Effect.gen(function* () {
            const { userNum, userId, row } = yield* lockedAccountBelow(actor, adjustment.user)
            const posted = yield* ledger.post(userNum, [
              { currency: adjustment.currency, cents, reason: "adjustment", note: reason, at: yield* now },
            ])
            if (Option.isNone(posted)) {
              return yield* new StateConflict({ message: playerAdminMessages.wouldOverdraw(userId) })
            }
            yield* audit.record({
              actor,
              action: "player.adjust",
              target: userId,
              before: { rcoin: row.r_coin, milleage: row.milleage },
              after: {
                ...balancesRecord(posted.value),
                currency: adjustment.currency,
                amount: numericOf(cents),
                reason,
              },
            })
            return { ...posted.value, userId }
          }),
        )
      })

      const block = Effect.fn("PlayerAdmin.block")(function* (actor: Actor, user: string, reason: string) {
        if (reason.trim() === "") {
          return yield* new InputRefused({
            message: playerAdminMessages.correctAndRetry,
            errors: { reason: [playerAdminMessages.reasonRequired] },
          })
        }
        return yield* inTransaction(
          Effect.gen(function* () {
            const { userNum, userId, row } = yield* lockedAccount(user)
            if (userNum === actor.UserNum)
              return yield* new InputRefused({ message: playerAdminMessages.ownBlock })
            yield* standing.mayActOn(actor, targetOf(userNum, userId, row.user_type))
            if (row.login_blocked_at !== null) {
              return yield* new StateConflict({ message: playerAdminMessages.alreadyBlocked(userId) })
            }
            const blockedAt = yield* now
            yield* sql`UPDATE users SET login_blocked_at = ${blockedAt}, blocked_reason = ${reason.trim()}
              WHERE user_num = ${userNum}`
            // Blocking ends every session at once: the player is out now, not when a token expires.
            yield* sessions.revokeAllOf(userNum)
            yield* audit.record({
              actor,
              action: "player.block",
              target: userId,
              before: { blocked: false },
              after: { blocked: true, blockedAt: blockedAt.toISOString(), reason: reason.trim() },
            })
            return playerAdminMessages.blocked(userId)
          }),
        )
      })

      const cancelItem = Effect.fn("PlayerAdmin.cancelItem")(
        function* (actor: Actor, user: string, purKey: number) {
          const { userNum, userId, userType } = yield* findAccount(sql, user)
          yield* standing.mayActOn(actor, targetOf(userNum, userId, userType))
          // The game's conditional update is what makes the cancel happen once: of two cancels, only
          // one finds PurFlag 0. The refund then commits its own steps, recoverable after a crash
          // (ADR 0026), so it cannot share a portal transaction; the audit row follows at once, also
          // when the refund is left to the upkeep round (the cancel itself stands).
          const cancelled = yield* itemBank
            .cancelItem(userNum, purKey)
            .pipe(
              Effect.catchTag("GameUnavailable", (error) => new StateConflict({ message: error.message })),
            )
          if (Option.isNone(cancelled))
            return yield* new NotAvailable({ message: playerAdminMessages.noSuchItem(userId) })
          const item = cancelled.value
          const refund = `${item.unitPrice} ${ledgerCurrencyNames[item.currency]}`
          yield* inTransaction(
            audit.record({
              actor,
              action: "purchase.cancel",
              target: `${userId} ${purKey}`,
              before: { purKey, purchaseId: item.purchaseId, item: item.itemName, purFlag: 0 },
              after: {
                purKey,
                purFlag: 3,
                refund: item.unitPrice,
                currency: item.currency,
                refunded: item.refunded,
              },
            }),
          )
          return item.refunded
            ? playerAdminMessages.itemCancelled(userId, item.itemName, refund)
            : playerAdminMessages.itemCancelledRefundLater(userId, item.itemName, refund)
        },
        Effect.catchTag("SqlError", Effect.die),
      )

      const unblock = Effect.fn("PlayerAdmin.unblock")(function* (actor: Actor, user: string) {
        return yield* inTransaction(
          Effect.gen(function* () {
            const { userNum, userId, row } = yield* lockedAccountBelow(actor, user)
            if (row.login_blocked_at === null) {
              return yield* new StateConflict({ message: playerAdminMessages.notBlocked(userId) })
            }
            yield* sql`UPDATE users SET login_blocked_at = NULL, blocked_reason = NULL WHERE user_num = ${userNum}`
            yield* audit.record({
              actor,
              action: "player.unblock",
              target: userId,
              before: {
                blocked: true,
                blockedAt: row.login_blocked_at.toISOString(),
                reason: row.blocked_reason,
              },
              after: { blocked: false },
            })
            return playerAdminMessages.unblocked(userId)
          }),
        )
      })

      const setStaffLevel = Effect.fn("PlayerAdmin.setStaffLevel")(function* (
        actor: Actor,
        user: string,
        level: StaffLevel,
      ) {
        return yield* inTransaction(
          Effect.gen(function* () {
            const { userNum, userId, row } = yield* lockedAccount(user)
            // Nobody changes their own level, so no administrator can lock themselves out.
            if (userNum === actor.UserNum)
              return yield* new InputRefused({ message: playerAdminMessages.ownLevel })
            yield* standing.mayActOn(actor, targetOf(userNum, userId, row.user_type))
            yield* standing.mayGive(actor, level)
            if (levelOf(row.user_type) === level) {
              return yield* new StateConflict({
                message: playerAdminMessages.sameLevel(userId, levelNames[level]),
              })
            }
            const userType = staffLevelUserTypes[level]
            yield* sql`UPDATE users SET user_type = ${userType} WHERE user_num = ${userNum}`
            yield* audit.record({
              actor,
              action: "player.level",
              target: userId,
              before: { userType: row.user_type, level: levelOf(row.user_type) },
              after: { userType, level },
            })
            return playerAdminMessages.levelSet(userId, levelNames[level])
          }),
        )
      })

      return PlayerAdmin.of({ decideWhitelist, adjust, block, cancelItem, unblock, setStaffLevel })
    }),
  )
}
