import { Context, Effect, Layer, Option, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { ServiceUses } from "../../characterServices/ServiceUses.ts"
import { StateConflict } from "../../refusals.ts"
import { type GameUnavailable, unavailable } from "../GameUnavailable.ts"
import { gameLinkMessages } from "../messages.ts"
import { batches, keysBatch } from "../sql/statements.ts"
import { PricedLine } from "../Wallet.ts"
import { type GameBalance, LinkedGame, type LinkRow } from "./LinkedGame.ts"
import { applyChange, showsChange } from "./serviceChanges.ts"

/** A ShopPurchase row the portal reserved for a purchase, with the game item it holds. */
export const ReservedUnit = Schema.Struct({ purKey: Schema.Number, productNum: Schema.Number })
export type ReservedUnit = typeof ReservedUnit.Type

/** An intent to change a game balance: a `game_operations` row (docs/game-link.md, ADR 0026). */
export const Operation = Schema.Struct({
  id: Schema.String,
  op_key: Schema.String,
  user_num: Schema.Number,
  kind: Schema.Literals(["purchase", "refund", "credit", "service"]),
  coupon_code: Schema.NullOr(Schema.String),
  /** The gateway payment a credit loads (kind credit), when it is not a code's. */
  payment_id: Schema.NullOr(Schema.String),
  /** The toplist vote a credit rewards. */
  vote_id: Schema.NullOr(Schema.String),
  /** The character service a charge (kind service) or its refund pays for. */
  service_use_id: Schema.NullOr(Schema.String),
  rcoin: Schema.Number,
  milleage: Schema.Number,
  lines: Schema.Array(PricedLine),
  state: Schema.String,
  point_before: Schema.NullOr(Schema.Number),
  point2_before: Schema.NullOr(Schema.Number),
  pur_keys: Schema.Array(ReservedUnit),
})
export type Operation = typeof Operation.Type

const operationColumns = `id::text AS id, op_key, user_num, kind, coupon_code, payment_id::text AS payment_id,
  vote_id::text AS vote_id, service_use_id::text AS service_use_id,
  user_point AS rcoin,
  user_point2 AS milleage, lines, state, point_before, point2_before, pur_keys`

/**
 * Where an operation's steps ended: its state once finished as far as it can go now. `undone`: a
 * service was charged but the game refused its change, and the price went back (its own intent).
 */
export type Outcome = "done" | "refused" | "abandoned" | "needs_operator" | "undone" | string

/** The kinds that take from a balance (with a floor) rather than add to it. */
const charges = (kind: Operation["kind"]) => kind === "purchase" || kind === "service"

/**
 * The machinery that makes every change of a game balance happen exactly once: intents written in
 * the portal before the game is touched, conditional charges, and the step that finishes an intent
 * from wherever a crash left it.
 */
export class BalanceOperations extends Context.Service<
  BalanceOperations,
  {
    readonly byKey: (opKey: string) => Effect.Effect<Option.Option<Operation>>
    /** Writes an intent; one already open for the account is the player's "still being completed". */
    readonly insert: (op: {
      readonly opKey: string
      readonly userNum: number
      readonly kind: Operation["kind"]
      readonly rcoin: number
      readonly milleage: number
      readonly lines?: ReadonlyArray<PricedLine>
      readonly state: string
      readonly couponCode?: string
      readonly paymentId?: string
      readonly voteId?: string
      readonly serviceUseId?: string
      readonly before?: GameBalance
      readonly purKeys?: ReadonlyArray<ReservedUnit>
    }) => Effect.Effect<Operation, StateConflict>
    readonly setState: (id: string, state: string) => Effect.Effect<void>
    readonly remove: (id: string) => Effect.Effect<void>
    /**
     * Takes an operation from wherever it stopped to its end. `fresh`: no earlier attempt of this
     * operation's charge can have reached the game (it was just written, here).
     */
    readonly finish: (
      op: Operation,
      link: LinkRow,
      fresh?: boolean,
    ) => Effect.Effect<Outcome, GameUnavailable>
    /** Finishes the account's open operation, if a crash left one; how many there were. */
    readonly recoverAccount: (userNum: number, link: LinkRow) => Effect.Effect<number, GameUnavailable>
    /** Removes the account's reserved ShopPurchase rows (PurFlag -1): only ever an unfinished step's. */
    readonly dropReserved: (userId: string) => Effect.Effect<void, GameUnavailable>
  }
>()("gatehouse/server/BalanceOperations") {
  static readonly layer = Layer.effect(
    BalanceOperations,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const game = yield* LinkedGame
      const uses = yield* ServiceUses
      const { databases, statements, run, read, now, readBalance, balanceOf, syncMirror } = game
      /** The balances a charge or credit leaves (its statement returns them when it applied). */
      const BalanceRow = Schema.Struct(game.balanceFields)
      const milleageColumn = game.settings.milleageColumn

      const findByKey = SqlSchema.findOneOption({
        Request: Schema.String,
        Result: Operation,
        execute: (opKey) =>
          sql`SELECT ${sql.literal(operationColumns)} FROM game_operations WHERE op_key = ${opKey}`,
      })
      const byKey = (opKey: string) => Effect.orDie(findByKey(opKey))

      const openOf = SqlSchema.findAll({
        Request: Schema.Number,
        Result: Operation,
        execute: (userNum) => sql`SELECT ${sql.literal(operationColumns)} FROM game_operations
          WHERE user_num = ${userNum} AND state IN ('pending', 'reserving', 'charging', 'charged')`,
      })

      const setState = (id: string, state: string) =>
        Effect.orDie(
          Effect.flatMap(
            now,
            (at) => sql`UPDATE game_operations SET state = ${state}, updated_at = ${at} WHERE id = ${id}`,
          ),
        )

      const remove = (id: string) => Effect.orDie(sql`DELETE FROM game_operations WHERE id = ${id}`)

      const written = SqlSchema.findOne({
        Request: Schema.Struct({
          opKey: Schema.String,
          userNum: Schema.Number,
          kind: Schema.String,
          rcoin: Schema.Number,
          milleage: Schema.Number,
          lines: Schema.String,
          state: Schema.String,
          couponCode: Schema.NullOr(Schema.String),
          paymentId: Schema.NullOr(Schema.String),
          voteId: Schema.NullOr(Schema.String),
          serviceUseId: Schema.NullOr(Schema.String),
          pointBefore: Schema.NullOr(Schema.Number),
          point2Before: Schema.NullOr(Schema.Number),
          purKeys: Schema.String,
        }),
        Result: Operation,
        execute: (op) => sql`
          INSERT INTO game_operations (op_key, user_num, kind, user_point, user_point2, lines, state, coupon_code,
                                       payment_id, vote_id, service_use_id, point_before, point2_before, pur_keys)
          VALUES (${op.opKey}, ${op.userNum}, ${op.kind}, ${op.rcoin}, ${op.milleage}, ${op.lines}::jsonb, ${op.state},
                  ${op.couponCode}, ${op.paymentId}, ${op.voteId}, ${op.serviceUseId}, ${op.pointBefore}, ${op.point2Before},
                  ${op.purKeys}::jsonb)
          RETURNING ${sql.literal(operationColumns)}`,
      })

      const insert = (op: Parameters<BalanceOperations["Service"]["insert"]>[0]) =>
        written({
          opKey: op.opKey,
          userNum: op.userNum,
          kind: op.kind,
          rcoin: op.rcoin,
          milleage: op.milleage,
          lines: JSON.stringify(op.lines ?? []),
          state: op.state,
          couponCode: op.couponCode ?? null,
          paymentId: op.paymentId ?? null,
          voteId: op.voteId ?? null,
          serviceUseId: op.serviceUseId ?? null,
          pointBefore: op.before?.rcoin ?? null,
          point2Before: op.before?.milleage ?? null,
          purKeys: JSON.stringify(op.purKeys ?? []),
        }).pipe(
          Effect.catchTag("SqlError", (error) =>
            error.reason._tag === "UniqueViolation"
              ? Effect.fail(new StateConflict({ message: gameLinkMessages.busy }))
              : Effect.die(error),
          ),
          Effect.catchTag(["SchemaError", "NoSuchElementError"], Effect.die),
        )

      const dropReserved = (userId: string) =>
        Effect.asVoid(run(databases.shop, statements.dropReserved, { userId }))

      /** The conditional update of the game's balance; at most one row. */
      const applyCharge = (op: Operation, gameUserNum: number) => {
        const amounts = { UserPointAmount: op.rcoin, UserPointBefore: op.point_before }
        const forkAmounts =
          milleageColumn === undefined
            ? {}
            : { [`${milleageColumn}Amount`]: op.milleage, [`${milleageColumn}Before`]: op.point2_before }
        return read(
          databases.user,
          charges(op.kind) ? statements.chargeBalance : statements.creditBalance,
          { userNum: gameUserNum, ...amounts, ...forkAmounts },
          BalanceRow,
        )
      }

      const purchaseId = SqlSchema.findOne({
        Request: Schema.Struct({
          userNum: Schema.Number,
          line: PricedLine,
          at: Schema.Date,
        }),
        Result: Schema.Struct({ id: Schema.String }),
        execute: ({ userNum, line, at }) => sql`
          INSERT INTO purchases (user_num, product_num, quantity, unit_price, total_price, currency,
                                 delivery_status, delivered_at, purchased_at)
          VALUES (${userNum}, ${line.productNum}, ${line.quantity}, ${String(line.unitCents / 100)},
                  ${String((line.unitCents * line.quantity) / 100)}, ${line.currency}, 'delivered', ${at}, ${at})
          RETURNING id::text AS id`,
      })

      /** The portal's side of a charge the game took: purchase, item and ledger rows, and the mirror. */
      const recordCharged = (op: Operation, after: GameBalance) =>
        sql
          .withTransaction(
            Effect.gen(function* () {
              const at = yield* now
              const sign = charges(op.kind) ? -1 : 1
              // First what the game held before the charge (a game_sync row when it moved outside), so the
              // charge's own ledger rows start from the game's balance.
              yield* syncMirror(
                op.user_num,
                { rcoin: op.point_before ?? 0, milleage: op.point2_before ?? 0 },
                at,
              )
              if (op.kind === "purchase") {
                for (const line of op.lines) {
                  const { id } = yield* purchaseId({ userNum: op.user_num, line, at })
                  for (const { purKey } of op.pur_keys.filter(
                    (key) => key.productNum === line.gameProductNum,
                  )) {
                    yield* sql`INSERT INTO game_purchase_items (pur_key, purchase_id, user_num)
                      VALUES (${purKey}, ${id}, ${op.user_num})`
                  }
                  yield* sql`INSERT INTO balance_ledger (user_num, currency, delta, reason, purchase_id, created_at)
                    VALUES (${op.user_num}, ${line.currency}, ${String((sign * line.unitCents * line.quantity) / 100)},
                            'purchase', ${id}, ${at})`
                }
              } else {
                const [refunded] = op.pur_keys
                for (const [currency, amount] of [
                  ["rcoin", op.rcoin],
                  ["milleage", op.milleage],
                ] as const) {
                  if (amount === 0) continue
                  if (op.kind === "service") {
                    yield* sql`INSERT INTO balance_ledger (user_num, currency, delta, reason, service_use_id, created_at)
                      VALUES (${op.user_num}, ${currency}, ${String(-amount)}, 'service', ${op.service_use_id}, ${at})`
                  } else if (op.kind === "credit") {
                    const reason =
                      op.payment_id !== null ? "payment" : op.vote_id !== null ? "vote" : "coupon"
                    yield* sql`INSERT INTO balance_ledger (user_num, currency, delta, reason, coupon_code, payment_id,
                                                           vote_id, created_at)
                      VALUES (${op.user_num}, ${currency}, ${String(amount)}, ${reason}, ${op.coupon_code},
                              ${op.payment_id}, ${op.vote_id}, ${at})`
                  } else if (op.service_use_id !== null) {
                    yield* sql`INSERT INTO balance_ledger (user_num, currency, delta, reason, note, service_use_id,
                                                           created_at)
                      VALUES (${op.user_num}, ${currency}, ${String(amount)}, 'refund', 'Character service refunded',
                              ${op.service_use_id}, ${at})`
                  } else {
                    yield* sql`INSERT INTO balance_ledger (user_num, currency, delta, reason, note, created_at)
                      VALUES (${op.user_num}, ${currency}, ${String(amount)}, 'refund',
                              ${`Item ${refunded?.purKey ?? "?"} cancelled`}, ${at})`
                  }
                }
                if (op.kind === "refund" && op.service_use_id !== null)
                  yield* uses.setState(op.service_use_id, "refunded")
                if (op.kind === "refund" && refunded !== undefined) {
                  yield* sql`UPDATE game_purchase_items SET refunded_at = ${at} WHERE pur_key = ${refunded.purKey}`
                }
              }
              // The mirror takes what the game showed after the charge; any other difference moved outside.
              yield* sql`UPDATE users SET r_coin = r_coin + ${String(sign * op.rcoin)},
                milleage = milleage + ${String(sign * op.milleage)} WHERE user_num = ${op.user_num}`
              yield* syncMirror(op.user_num, after, at)
              yield* sql`UPDATE game_operations SET state = 'charged', updated_at = ${at} WHERE id = ${op.id}`
            }),
          )
          .pipe(Effect.orDie)

      /**
       * Moves the reserved rows into the item bank (-1 → 0), all or none: the player never sees half a
       * purchase arrive. Safe to repeat: a row already at 0 is left alone.
       */
      const deliver = (purKeys: ReadonlyArray<number>) =>
        databases.shop
          .transaction((shop) =>
            Effect.forEach(
              batches(purKeys, keysBatch),
              (batch) =>
                shop.run(
                  statements.deliverUnits(batch.length),
                  Object.fromEntries(batch.map((key, index) => [`purKey${index + 1}`, key])),
                ),
              { discard: true },
            ),
          )
          .pipe(Effect.catchTag("GameDatabaseError", unavailable))

      /**
       * Ends an operation short of done. A character service's use follows it: checked by staff, or
       * failed with nothing charged when the balance could not pay.
       */
      const endAs = (op: Operation, state: "needs_operator" | "refused") =>
        sql
          .withTransaction(
            Effect.gen(function* () {
              yield* setState(op.id, state)
              if (op.service_use_id === null) return
              if (state === "refused")
                yield* uses.setState(op.service_use_id, "failed", gameLinkMessages.insufficient)
              else yield* uses.setState(op.service_use_id, "checking")
            }),
          )
          .pipe(Effect.orDie)

      /**
       * A charged service's change (serviceChanges.ts). Done when the game took it, or, after a crash
       * (`fresh` false), when the game already shows it. Otherwise the operation is undone and the
       * price goes back through an intent of its own, whose key names the use: once, however often
       * this runs.
       */
      const changeOrRefund = (
        op: Operation,
        link: LinkRow,
        fresh: boolean,
      ): Effect.Effect<Outcome, GameUnavailable> =>
        Effect.gen(function* () {
          const found = yield* uses.byId(op.service_use_id ?? "")
          if (Option.isNone(found))
            return yield* Effect.die(new Error(`service operation ${op.id} has no use`))
          const use = found.value
          const result = yield* applyChange(game, use, link)
          if (result.applied || (!fresh && (yield* showsChange(game, use, link)))) {
            yield* sql
              .withTransaction(Effect.andThen(setState(op.id, "done"), uses.setState(use.id, "done")))
              .pipe(Effect.orDie)
            return "done"
          }
          const reason = result.applied ? "" : result.reason
          const refund = yield* sql
            .withTransaction(
              Effect.gen(function* () {
                yield* setState(op.id, "undone")
                if (op.rcoin === 0 && op.milleage === 0) {
                  yield* uses.setState(use.id, "failed", reason)
                  return undefined
                }
                yield* uses.setState(use.id, "refunding", reason)
                return yield* insert({
                  opKey: `service-refund:${use.id}`,
                  userNum: op.user_num,
                  kind: "refund",
                  rcoin: op.rcoin,
                  milleage: op.milleage,
                  state: "pending",
                  serviceUseId: use.id,
                })
              }),
            )
            .pipe(Effect.catchTag(["SqlError", "StateConflict"], Effect.die))
          // A game out of reach now leaves the refund pending: the link's upkeep finishes it.
          if (refund !== undefined) yield* Effect.ignore(finish(refund, link))
          return "undone"
        })

      const finish = (op: Operation, link: LinkRow, fresh = false): Effect.Effect<Outcome, GameUnavailable> =>
        Effect.gen(function* () {
          let current = op
          let first = fresh
          if (current.state === "pending") {
            first = true
            // A credit recorded with its code's claim: the balance it starts from is read now.
            const before = yield* readBalance(link.game_user_num)
            if (before === undefined) {
              yield* endAs(current, "needs_operator")
              return "needs_operator"
            }
            yield* Effect.orDie(sql`UPDATE game_operations SET point_before = ${before.rcoin},
              point2_before = ${before.milleage}, state = 'charging' WHERE id = ${current.id}`)
            current = {
              ...current,
              point_before: before.rcoin,
              point2_before: before.milleage,
              state: "charging",
            }
          }
          if (current.state === "reserving") {
            // Stopped before its reserved rows were recorded: they are orphans; the intent is dropped.
            yield* dropReserved(link.game_user_id)
            yield* setState(current.id, "abandoned")
            return "abandoned"
          }
          if (current.state === "charging") {
            const charged = yield* applyCharge(current, link.game_user_num)
            let after = charged[0] === undefined ? undefined : balanceOf(charged[0])
            if (after === undefined) {
              const seen = yield* readBalance(link.game_user_num)
              const sign = charges(current.kind) ? -1 : 1
              const expected = {
                rcoin: (current.point_before ?? 0) + sign * current.rcoin,
                milleage: (current.point2_before ?? 0) + sign * current.milleage,
              }
              if (
                seen !== undefined &&
                seen.rcoin === expected.rcoin &&
                seen.milleage === expected.milleage
              ) {
                // The charge was made before a crash kept it from being recorded.
                after = seen
              } else if (!first) {
                // An earlier attempt may have run before the balance moved again: not ours to guess.
                yield* endAs(current, "needs_operator")
                return "needs_operator"
              } else if (
                charges(current.kind) &&
                seen !== undefined &&
                (seen.rcoin < current.rcoin || seen.milleage < current.milleage)
              ) {
                if (current.kind === "purchase") yield* dropReserved(link.game_user_id)
                yield* endAs(current, "refused")
                return "refused"
              } else if (seen !== undefined) {
                // The balance moved in the game meanwhile: charge against what it is now.
                yield* Effect.orDie(sql`UPDATE game_operations SET point_before = ${seen.rcoin},
                  point2_before = ${seen.milleage} WHERE id = ${current.id}`)
                return yield* finish(
                  { ...current, point_before: seen.rcoin, point2_before: seen.milleage },
                  link,
                  true,
                )
              } else {
                yield* endAs(current, "needs_operator")
                return "needs_operator"
              }
            }
            yield* recordCharged(current, after)
            current = { ...current, state: "charged" }
          }
          if (current.state === "charged" && current.kind === "service") {
            return yield* changeOrRefund(current, link, first)
          }
          if (current.state === "charged") {
            const keys = current.pur_keys.map((key) => key.purKey)
            if (current.kind === "purchase" && keys.length > 0) yield* deliver(keys)
            yield* setState(current.id, "done")
            return "done"
          }
          return current.state
        })

      const recoverAccount = (userNum: number, link: LinkRow) =>
        Effect.gen(function* () {
          const open = yield* Effect.orDie(openOf(userNum))
          for (const op of open) yield* finish(op, link)
          return open.length
        })

      return BalanceOperations.of({ byKey, insert, setState, remove, finish, recoverAccount, dropReserved })
    }),
  )
}
