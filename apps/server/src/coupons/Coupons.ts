import { currencies, formatCents, isValid, validateRedeem } from "@gatehouse/domain"
import { Clock, Context, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { decodeRows } from "../database/rows.ts"
import { Wallet } from "../gamelink/Wallet.ts"
import { say } from "../languages/say.ts"
import { type BalancesAnswer, centsOf } from "../ledger/amounts.ts"
import { InputRefused, NotAvailable, StateConflict } from "../refusals.ts"

/** What the server says about a code that was not redeemed, and about one that was. */
export const couponMessages = {
  unknown: "This code is not valid. Please check it: codes are case-sensitive.",
  used: "This code has already been used.",
  expired: "This code has expired.",
  unknownReferral: "This referral code is not valid.",
  rejected: "Please check the form.",
  redeemed: "Code {code} redeemed! {credit}",
  unchanged: "Your balance is unchanged.",
  added: "{amount} added to your balance.",
  bothAdded: "{coins} and {points} added to your balance.",
} as const

/**
 * What a redeemed code added, in the player's words: `Code GATE-7Q2M redeemed! 500.00 R-Coin and
 * 50.00 Milleage added to your balance.` A currency the code does not carry is left out.
 */
export const redeemedMessage = (code: string, rcoinCents: number, milleageCents: number): string => {
  const coins = `${formatCents(rcoinCents)} ${currencies.coin.name}`
  const points = `${formatCents(milleageCents)} ${currencies.point.name}`
  const credit =
    rcoinCents > 0 && milleageCents > 0
      ? say(couponMessages.bothAdded, { coins, points })
      : rcoinCents > 0 || milleageCents > 0
        ? say(couponMessages.added, { amount: rcoinCents > 0 ? coins : points })
        : couponMessages.unchanged
  return say(couponMessages.redeemed, { code, credit })
}

/** The answer of POST /processCoupon. */
export interface Redemption extends BalancesAnswer {
  readonly message: string
  readonly status: number
  readonly couponcode: string
}

/** `status` of a redeemed code, as the spec's answer carries it. */
export const redeemedStatus = 1

const CouponState = Schema.Struct({
  voided_at: Schema.NullOr(Schema.Date),
  redeemed_at: Schema.NullOr(Schema.Date),
  expires_at: Schema.NullOr(Schema.Date),
})

/** A code's values as exact `numeric` text. */
const CouponValues = Schema.Struct({ rcoin_value: Schema.String, milleage_value: Schema.String })

/**
 * Redeeming codes: each is case-sensitive, works once, may expire or be voided by staff, and may carry a streamer's
 * referral code for attribution. The claim on the code, the balances and the ledger move in one
 * transaction, so 50 players racing for one code give exactly one redemption.
 */
export class Coupons extends Context.Service<
  Coupons,
  {
    readonly redeem: (input: {
      readonly userNum: number
      readonly couponCode: string
      readonly referralCode: string | null | undefined
      readonly idempotencyKey: string | undefined
    }) => Effect.Effect<Redemption, InputRefused | NotAvailable | StateConflict>
  }
>()("gatehouse/server/Coupons") {
  static readonly layer = Layer.effect(
    Coupons,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const wallet = yield* Wallet

      const referralExists = (code: string) =>
        sql`SELECT 1 FROM referral_codes WHERE code = ${code} AND is_active`.pipe(
          Effect.map((rows) => rows.length > 0),
          Effect.orDie,
        )

      /** Why a code could not be claimed: it does not exist, is used, or has expired. */
      const refusal = (code: string, now: Date) =>
        Effect.gen(function* () {
          const [state] = yield* Effect.orDie(
            decodeRows(
              CouponState,
              sql`SELECT voided_at, redeemed_at, expires_at FROM coupons WHERE code = ${code}`,
            ),
          )
          // A code staff voided is, to the player, simply not a valid code.
          if (state === undefined || state.voided_at !== null) {
            return new NotAvailable({ message: couponMessages.unknown })
          }
          if (state.redeemed_at !== null) return new StateConflict({ message: couponMessages.used })
          if (state.expires_at !== null && state.expires_at <= now) {
            return new StateConflict({ message: couponMessages.expired })
          }
          return new NotAvailable({ message: couponMessages.unknown })
        })

      /** The claim on the code: one statement, re-checked after any racing claim commits, so one request wins. */
      const claim = (userNum: number, code: string, referral: string | null, now: Date) =>
        Effect.gen(function* () {
          const [claimed] = yield* Effect.orDie(
            decodeRows(
              CouponValues,
              sql`
            UPDATE coupons SET redeemed_by = ${userNum}, redeemed_at = ${now}, referral_code = ${referral}
            WHERE code = ${code} AND redeemed_at IS NULL AND voided_at IS NULL
              AND (expires_at IS NULL OR expires_at > ${now})
            RETURNING rcoin_value, milleage_value`,
            ),
          )
          if (claimed === undefined) return yield* yield* refusal(code, now)
          return {
            code,
            rcoinCents: centsOf(claimed.rcoin_value),
            milleageCents: centsOf(claimed.milleage_value),
          }
        })

      const redeem = Effect.fn("Coupons.redeem")(function* (input: {
        readonly userNum: number
        readonly couponCode: string
        readonly referralCode: string | null | undefined
        readonly idempotencyKey: string | undefined
      }) {
        // Codes are case-sensitive: only the spaces a paste may bring along are dropped.
        const code = input.couponCode.trim()
        const referral = (input.referralCode ?? "").trim()
        const formErrors = validateRedeem({ CouponCode: code, ReferralCode: referral })
        if (!isValid(formErrors)) {
          return yield* new InputRefused({
            message: formErrors.CouponCode ?? couponMessages.rejected,
            errors: Object.fromEntries(Object.entries(formErrors).map(([field, text]) => [field, [text]])),
          })
        }
        if (referral !== "" && !(yield* referralExists(referral))) {
          return yield* new InputRefused({
            message: couponMessages.unknownReferral,
            errors: { ReferralCode: [couponMessages.unknownReferral] },
          })
        }
        const credited = yield* wallet.redeem({
          userNum: input.userNum,
          key: input.idempotencyKey,
          request: `processCoupon ${code} ${referral}`,
          claim: Effect.flatMap(Clock.currentTimeMillis, (millis) =>
            claim(input.userNum, code, referral === "" ? null : referral, new Date(millis)),
          ),
        })
        return {
          message: redeemedMessage(code, credited.rcoinCents, credited.milleageCents),
          status: redeemedStatus,
          couponcode: code,
          userPoints: credited.userPoints,
          userPoints2: credited.userPoints2,
        } satisfies Redemption
      })

      return Coupons.of({ redeem })
    }),
  )
}
