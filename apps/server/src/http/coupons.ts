import { CurrentUser, GatehouseApi } from "@gatehouse/api-client/contract"
import { Cause, Effect, Option } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { AccountThrottle } from "../accounts/AccountThrottle.ts"
import { Coupons } from "../coupons/Coupons.ts"
import { answerRefusals } from "./refusals.ts"

const failedGuess = (cause: Cause.Cause<{ readonly _tag: string }>) =>
  Cause.findErrorOption(cause).pipe(
    Option.exists((error) => error._tag === "NotAvailable" || error._tag === "StateConflict"),
  )

/**
 * Redeeming codes (Load R-COINS), for the signed-in player only. Codes that do not exist, are used
 * or have expired count against the account (AccountThrottle's coupon policy), on top of the
 * per-address limit, so guessing codes is slow from any number of addresses.
 */
export const CouponsHandlers = HttpApiBuilder.group(
  GatehouseApi,
  "coupons",
  Effect.fn(function* (handlers) {
    const coupons = yield* Coupons
    const throttle = yield* AccountThrottle
    return handlers.handle("processCoupon", ({ payload, headers }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        // Counted before the code is tried, so parallel guesses cannot all pass a limit none had reached.
        const attempt = yield* answerRefusals(throttle.reserveCoupon(user.UserNum))
        return yield* coupons
          .redeem({
            userNum: user.UserNum,
            couponCode: payload.CouponCode,
            referralCode: payload.ReferralCode,
            idempotencyKey: headers["idempotency-key"],
          })
          .pipe(
            // Only a code that does not exist, is used or has expired counts as a failed guess.
            Effect.onExit((exit) =>
              exit._tag === "Failure" && failedGuess(exit.cause) ? Effect.void : attempt.giveBack,
            ),
            answerRefusals,
          )
      }),
    )
  }),
)
