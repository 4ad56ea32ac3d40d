import { PurchaseResponse } from "@gatehouse/api-client"
import { Array as Arr, Clock, Context, Effect, Layer, Option, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { decodeRows } from "../database/rows.ts"
import { Currency, centsOf, maxAmountCents, numericOf } from "../ledger/amounts.ts"
import { Idempotency } from "../ledger/Idempotency.ts"
import { Ledger } from "../ledger/Ledger.ts"
import { NotAvailable, StateConflict } from "../refusals.ts"
import { gameLinkMessages } from "./messages.ts"

/** One line of a purchase as the shop priced it. */
export const PricedLine = Schema.Struct({
  productNum: Schema.Number,
  /** The item's ProductNum in the game's ShopItemMap. */
  gameProductNum: Schema.Number,
  quantity: Schema.Number,
  unitCents: Schema.Number,
  currency: Currency,
})
export type PricedLine = typeof PricedLine.Type

/** The answer of POST /buyitem and POST /buycartitem. */
export const PurchaseAnswer = PurchaseResponse
export type PurchaseAnswer = typeof PurchaseAnswer.Type

/** A code claimed for the player, in the transaction that will credit it. */
export const ClaimedCode = Schema.Struct({
  code: Schema.String,
  rcoinCents: Schema.Int,
  milleageCents: Schema.Int,
})
export type ClaimedCode = typeof ClaimedCode.Type

/** What a redeemed code added, and the balances after it. */
export const Credited = Schema.Struct({
  rcoinCents: Schema.Int,
  milleageCents: Schema.Int,
  userPoints: PurchaseAnswer.fields.userPoints,
  userPoints2: PurchaseAnswer.fields.userPoints2,
})
export type Credited = typeof Credited.Type

/** What a credit is for: a gateway payment, or a toplist vote; each is credited once. */
export type CreditCause = { readonly payment: string } | { readonly vote: string }

/** The ledger's columns naming a credit's cause. */
export const causeColumns = (cause: CreditCause) =>
  "payment" in cause ? { paymentId: cause.payment } : { voteId: cause.vote }

/**
 * Where the player's balances live and how they pay: the portal's own ledger without a game link
 * (`none`), the game's UserInfo with the RAN link (`ran`, ran/GameWallet.ts). Callers have one path:
 * they price what is bought or claim what is redeemed, and the wallet moves the balances exactly
 * once per key.
 */
export class Wallet extends Context.Service<
  Wallet,
  {
    /**
     * Pays for a purchase, at most once per key (a reused key answers the first answer). `lines`
     * prices it; `settle` runs once it is paid (the cart rows it bought go).
     */
    readonly buy: (input: {
      readonly userNum: number
      readonly key: string | undefined
      /**
       * What makes two purchases sent without a key the same one (the cart rows they buy). The
       * portal's balances need none: their transaction locks the rows. The game's cannot lock them.
       */
      readonly identity?: string
      /** The request in words (`buyItem 12`): a key reused with another request is refused. */
      readonly request: string
      readonly lines: Effect.Effect<Arr.NonEmptyReadonlyArray<PricedLine>, NotAvailable>
      readonly settle: Effect.Effect<void>
    }) => Effect.Effect<PurchaseAnswer, NotAvailable | StateConflict>
    /** Credits a claimed code, at most once per key; the claim and the credit stand or fall together. */
    readonly redeem: <E>(input: {
      readonly userNum: number
      readonly key: string | undefined
      readonly request: string
      readonly claim: Effect.Effect<ClaimedCode, E>
    }) => Effect.Effect<Credited, E | NotAvailable | StateConflict>
    /**
     * Credits what a gateway payment or a toplist vote earned, once: `claim` writes the portal's
     * record of it (the payment credited, the vote counted) in the same transaction, and fails when
     * it may not be credited, so a repeated or concurrent notification changes nothing.
     */
    readonly creditFor: <E>(input: {
      readonly userNum: number
      readonly cause: CreditCause
      readonly rcoinCents: number
      readonly milleageCents: number
      readonly claim: Effect.Effect<void, E>
    }) => Effect.Effect<void, E | NotAvailable | StateConflict>
    /**
     * Takes a refunded payment's R-Coin back as far as the balance holds, never below zero, in the
     * caller's transaction; answers the cents it could not take (the shortfall staff see).
     */
    readonly takeBack: (input: {
      readonly userNum: number
      readonly paymentId: string
      readonly rcoinCents: number
    }) => Effect.Effect<number>
  }
>()("gatehouse/server/Wallet") {
  /** No game: the portal keeps the balances, and each purchase or credit is one transaction. */
  static readonly none = Layer.effect(
    Wallet,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const ledger = yield* Ledger
      const idempotency = yield* Idempotency

      const insertPurchases = SqlSchema.findAll({
        Request: Schema.Struct({
          userNum: Schema.Number,
          lines: Schema.NonEmptyArray(PricedLine),
          at: Schema.Date,
        }),
        Result: Schema.Struct({
          id: Schema.String,
          total: Schema.String,
          currency: PricedLine.fields.currency,
        }),
        execute: ({ userNum, lines, at }) => sql`
          INSERT INTO purchases ${sql.insert(
            Arr.map(lines, (line) => ({
              user_num: userNum,
              product_num: line.productNum,
              quantity: line.quantity,
              unit_price: numericOf(line.unitCents),
              total_price: numericOf(line.unitCents * line.quantity),
              currency: line.currency,
              delivery_status: "pending",
              purchased_at: at,
            })),
          )} RETURNING id::text AS id, total_price::text AS total, currency`,
      })

      const buy: Wallet["Service"]["buy"] = ({ userNum, key, request, lines, settle }) =>
        idempotency.once({
          userNum,
          key,
          request,
          answer: PurchaseAnswer,
          run: Effect.gen(function* () {
            const priced = yield* lines
            // More than any balance can hold: refused like any unaffordable purchase, not stored.
            if (priced.some((line) => line.unitCents * line.quantity > maxAmountCents)) {
              return yield* new StateConflict({ message: gameLinkMessages.insufficient })
            }
            const at = new Date(yield* Clock.currentTimeMillis)
            const bought = yield* Effect.orDie(insertPurchases({ userNum, lines: priced, at }))
            const balances = yield* ledger.post(
              userNum,
              bought.map((purchase) => ({
                currency: purchase.currency,
                cents: -centsOf(purchase.total),
                reason: "purchase" as const,
                purchaseId: purchase.id,
                at,
              })),
            )
            // Failing here rolls back the purchase rows written above: nothing is charged or recorded.
            if (Option.isNone(balances))
              return yield* new StateConflict({ message: gameLinkMessages.insufficient })
            yield* settle
            return { message: gameLinkMessages.boughtUnlinked, ...balances.value } satisfies PurchaseAnswer
          }),
        })

      const redeem: Wallet["Service"]["redeem"] = ({ userNum, key, request, claim }) =>
        idempotency.once({
          userNum,
          key,
          request,
          answer: Credited,
          run: Effect.gen(function* () {
            const claimed = yield* claim
            const at = new Date(yield* Clock.currentTimeMillis)
            const balances = yield* ledger.post(
              userNum,
              (["rcoin", "milleage"] as const).map((currency) => ({
                currency,
                cents: currency === "rcoin" ? claimed.rcoinCents : claimed.milleageCents,
                reason: "coupon" as const,
                couponCode: claimed.code,
                at,
              })),
            )
            // Adding never overdraws; a missing row means the player was deleted meanwhile.
            if (Option.isNone(balances))
              return yield* new NotAvailable({ message: gameLinkMessages.noAccount })
            return { rcoinCents: claimed.rcoinCents, milleageCents: claimed.milleageCents, ...balances.value }
          }),
        })

      const creditFor: Wallet["Service"]["creditFor"] = ({
        userNum,
        cause,
        rcoinCents,
        milleageCents,
        claim,
      }) =>
        sql
          .withTransaction(
            Effect.gen(function* () {
              yield* claim
              const at = new Date(yield* Clock.currentTimeMillis)
              const reason = "payment" in cause ? ("payment" as const) : ("vote" as const)
              const balances = yield* ledger.post(
                userNum,
                (["rcoin", "milleage"] as const).map((currency) => ({
                  currency,
                  cents: currency === "rcoin" ? rcoinCents : milleageCents,
                  reason,
                  ...causeColumns(cause),
                  at,
                })),
              )
              if (Option.isNone(balances))
                return yield* new NotAvailable({ message: gameLinkMessages.noAccount })
            }),
          )
          .pipe(Effect.catchTag("SqlError", Effect.die))

      const BalanceRow = Schema.Struct({ r_coin: Schema.String })
      const takeBack: Wallet["Service"]["takeBack"] = ({ userNum, paymentId, rcoinCents }) =>
        Effect.gen(function* () {
          const [row] = yield* decodeRows(
            BalanceRow,
            sql`SELECT r_coin FROM users WHERE user_num = ${userNum} FOR UPDATE`,
          )
          const taken = Math.min(rcoinCents, row === undefined ? 0 : centsOf(row.r_coin))
          if (taken > 0) {
            const at = new Date(yield* Clock.currentTimeMillis)
            yield* ledger.post(userNum, [
              { currency: "rcoin", cents: -taken, reason: "refund", paymentId, at },
            ])
          }
          return rcoinCents - taken
        }).pipe(Effect.catchTag(["SqlError", "StateConflict"], Effect.die))

      return Wallet.of({ buy, redeem, creditFor, takeBack })
    }),
  )
}
