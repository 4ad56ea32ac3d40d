import { randomUUID } from "node:crypto"
import { Effect, Layer, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { boundedKey, Idempotency } from "../../ledger/Idempotency.ts"
import { NotAvailable, StateConflict } from "../../refusals.ts"
import { type GameUnavailable, unavailable } from "../GameUnavailable.ts"
import { GameNumber, readGameRows } from "../gameRows.ts"
import { gameLinkMessages } from "../messages.ts"
import { batches, reserveBatch } from "../sql/statements.ts"
import { ClaimedCode, causeColumns, type PricedLine, Wallet } from "../Wallet.ts"
import { BalanceOperations, type ReservedUnit } from "./BalanceOperations.ts"
import { LinkedGame, type LinkRow } from "./LinkedGame.ts"

/** Whole coins of an amount in cents, or undefined when the game's integer balance cannot hold it. */
const coinsOf = (cents: number) => (cents % 100 === 0 ? cents / 100 : undefined)

/** A unit reserved in the item bank (`reserveUnits`): its PurKey and product. */
const ReservedRow = Schema.Struct({ purkey: GameNumber, productnum: GameNumber })

/** The game answering nothing is, to the player, a conflict to retry: nothing was half done. */
const retryLater = (error: GameUnavailable) => Effect.fail(new StateConflict({ message: error.message }))

/**
 * The game's balances pay (UserInfo's UserPoint and Milleage column) and its item bank receives
 * (ShopPurchase), through intents that make each change happen exactly once (docs/game-link.md).
 */
export const ranWallet = Layer.effect(
  Wallet,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const game = yield* LinkedGame
    const operations = yield* BalanceOperations
    const idempotency = yield* Idempotency
    const { databases, statements, now } = game
    const hasMilleage = game.settings.milleageColumn !== undefined

    const balancesOf = game.mirrorAnswer

    /**
     * Reserves one ShopPurchase row per unit (PurFlag -1, which the game's item bank never shows), in
     * batches SQL Server accepts, in one transaction of RanShop: all reserved, or none.
     */
    const reserve = (link: LinkRow, lines: ReadonlyArray<PricedLine>, at: Date) => {
      const units = lines.flatMap((line) =>
        Array.from({ length: line.quantity }, () => ({
          product: line.gameProductNum,
          price: coinsOf(line.unitCents) ?? 0,
        })),
      )
      return databases.shop.transaction((shop) =>
        Effect.map(
          Effect.forEach(batches(units, reserveBatch), (batch) =>
            readGameRows(
              shop,
              statements.reserveUnits(batch.length),
              {
                userId: link.game_user_id,
                at,
                ...Object.fromEntries(
                  batch.flatMap((unit, index) => [
                    [`product${index + 1}`, unit.product],
                    [`price${index + 1}`, unit.price],
                  ]),
                ),
              },
              ReservedRow,
            ),
          ),
          (answers) =>
            answers.flat().map((row): ReservedUnit => ({ purKey: row.purkey, productNum: row.productnum })),
        ),
      )
    }

    const purchaseInGame = (userNum: number, key: string | undefined, lines: ReadonlyArray<PricedLine>) =>
      Effect.gen(function* () {
        const link = yield* game.linkedOrRefuse(userNum)
        let rcoin = 0
        let milleage = 0
        for (const line of lines) {
          const coins = coinsOf(line.unitCents * line.quantity)
          if (coins === undefined) return yield* new StateConflict({ message: gameLinkMessages.wholeCoins })
          if (line.currency === "rcoin") rcoin += coins
          else milleage += coins
        }
        if (milleage > 0 && !hasMilleage)
          return yield* new NotAvailable({ message: gameLinkMessages.noMilleage })
        const opKey = boundedKey(`purchase:${userNum}:${key ?? randomUUID()}`)
        const answer = (message: string) =>
          Effect.map(balancesOf(userNum), (balances) => ({ message, ...balances }))
        return yield* game.withAccountLock(
          userNum,
          Effect.gen(function* () {
            yield* operations.recoverAccount(userNum, link)
            const earlier = yield* operations.byKey(opKey)
            if (Option.isSome(earlier)) {
              if (earlier.value.state === "done") return yield* answer(gameLinkMessages.boughtLinked)
              if (earlier.value.state === "needs_operator") {
                return yield* new StateConflict({ message: gameLinkMessages.checking })
              }
              // Refused, or abandoned before the game was charged: the retry runs afresh under the same key.
              yield* operations.remove(earlier.value.id)
            }
            const before = yield* game.readBalance(link.game_user_num)
            if (before === undefined) return yield* new NotAvailable({ message: gameLinkMessages.notLinked })
            const intent = { opKey, userNum, kind: "purchase" as const, rcoin, milleage, lines }
            if (before.rcoin < rcoin || before.milleage < milleage) {
              yield* operations.insert({ ...intent, state: "refused" })
              return yield* new StateConflict({ message: gameLinkMessages.insufficient })
            }
            const op = yield* operations.insert({ ...intent, state: "reserving" })
            const at = yield* now
            // A failed reservation rolled back; one whose answer was lost is dropped by the intent's recovery.
            const purKeys = yield* reserve(link, lines, at).pipe(
              Effect.catchTag("GameDatabaseError", unavailable),
            )
            yield* Effect.orDie(sql`UPDATE game_operations SET pur_keys = ${JSON.stringify(purKeys)}::jsonb,
              point_before = ${before.rcoin}, point2_before = ${before.milleage}, state = 'charging',
              updated_at = ${at} WHERE id = ${op.id}`)
            const outcome = yield* operations.finish(
              {
                ...op,
                pur_keys: purKeys,
                point_before: before.rcoin,
                point2_before: before.milleage,
                state: "charging",
              },
              link,
              true,
            )
            if (outcome === "done") return yield* answer(gameLinkMessages.boughtLinked)
            if (outcome === "refused")
              return yield* new StateConflict({ message: gameLinkMessages.insufficient })
            return yield* new StateConflict({ message: gameLinkMessages.checking })
          }),
        )
      })

    const buy: Wallet["Service"]["buy"] = ({ userNum, key, identity, lines, settle }) =>
      Effect.gen(function* () {
        const priced = yield* lines
        const answer = yield* purchaseInGame(userNum, key ?? identity, priced).pipe(
          Effect.catchTag("GameUnavailable", retryLater),
        )
        yield* settle
        return answer
      })

    const redeem: Wallet["Service"]["redeem"] = ({ userNum, key, request, claim }) =>
      Effect.gen(function* () {
        // The claim and the credit's intent commit together; the credit follows, once, on a retry too.
        const claimed = yield* idempotency.once({
          userNum,
          key,
          request,
          answer: ClaimedCode,
          run: Effect.gen(function* () {
            const code = yield* claim
            yield* game.linkedOrRefuse(userNum)
            const rcoin = coinsOf(code.rcoinCents)
            const milleage = coinsOf(code.milleageCents)
            if (rcoin === undefined || milleage === undefined) {
              return yield* new StateConflict({ message: gameLinkMessages.wholeCoins })
            }
            if (milleage > 0 && !hasMilleage)
              return yield* new NotAvailable({ message: gameLinkMessages.noMilleage })
            yield* operations.insert({
              opKey: `coupon:${code.code}`,
              userNum,
              kind: "credit",
              rcoin,
              milleage,
              state: "pending",
              couponCode: code.code,
            })
            return code
          }),
        })
        yield* completeCredit(userNum, `coupon:${claimed.code}`).pipe(
          Effect.catchTag("GameUnavailable", retryLater),
        )
        return {
          rcoinCents: claimed.rcoinCents,
          milleageCents: claimed.milleageCents,
          ...(yield* balancesOf(userNum)),
        }
      })

    /** Credits the game's balance for a recorded intent, once. */
    const completeCredit = (userNum: number, opKey: string) =>
      Effect.gen(function* () {
        const link = yield* Effect.orDie(game.linkedOrRefuse(userNum))
        yield* game.withAccountLock(userNum, operations.recoverAccount(userNum, link))
        const op = yield* operations.byKey(opKey)
        if (Option.isSome(op) && op.value.state !== "done") {
          return yield* new StateConflict({ message: gameLinkMessages.unavailable })
        }
      })

    const creditFor: Wallet["Service"]["creditFor"] = ({
      userNum,
      cause,
      rcoinCents,
      milleageCents,
      claim,
    }) =>
      Effect.gen(function* () {
        const rcoin = coinsOf(rcoinCents)
        const milleage = coinsOf(milleageCents)
        if (rcoin === undefined || milleage === undefined)
          return yield* new StateConflict({ message: gameLinkMessages.wholeCoins })
        if (milleage > 0 && !hasMilleage)
          return yield* new NotAvailable({ message: gameLinkMessages.noMilleage })
        const opKey = "payment" in cause ? `payment:${cause.payment}` : `vote:${cause.vote}`
        // The cause's record and the credit's intent commit together; the credit follows, once.
        yield* sql
          .withTransaction(
            Effect.gen(function* () {
              yield* claim
              yield* game.linkedOrRefuse(userNum)
              yield* operations.insert({
                opKey,
                userNum,
                kind: "credit",
                rcoin,
                milleage,
                state: "pending",
                ...causeColumns(cause),
              })
            }),
          )
          .pipe(Effect.catchTag("SqlError", Effect.die))
        // A game out of reach leaves the intent pending: the link's upkeep finishes it (GameLinkUpkeep).
        yield* completeCredit(userNum, opKey).pipe(
          Effect.catchTag(["GameUnavailable", "StateConflict"], (error) =>
            Effect.logWarning("A credit waits for the game", error.message),
          ),
        )
      })

    // Taking R-Coin back out of the game's balance is not one of the link's intents yet: the whole
    // amount is the shortfall, which staff settle in the game (docs/payments.md).
    const takeBack: Wallet["Service"]["takeBack"] = ({ rcoinCents }) => Effect.succeed(rcoinCents)

    return Wallet.of({ buy, redeem, creditFor, takeBack })
  }),
)
