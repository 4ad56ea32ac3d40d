import { Clock, Context, Duration, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { RateLimiter, type RatePolicy } from "../security/RateLimiter.ts"
import { TooManyGuesses } from "./errors.ts"

/**
 * Wrong guesses at one account's secret from one address. This is what stops an attacker at a
 * single address, and the only limit an address the owner has signed in from recently meets: an
 * attacker elsewhere cannot lock the owner out.
 */
export const accountAddressPolicy: RatePolicy = { limit: 5, window: Duration.minutes(15) }

/**
 * Wrong guesses at one account's secret from every address together. Past it, addresses the owner
 * has not signed in from lately are refused until the sliding window lets older failures go; the
 * owner's usual addresses still get in. 20 per 15 minutes is at most 80 guesses an hour, under
 * ASVS 2.2.1's 100.
 */
export const accountPolicy: RatePolicy = { limit: 20, window: Duration.minutes(15) }

/**
 * Wrong passwords and secret answers asked by a signed-in session (account page, password change),
 * per account from any address. Only someone already signed in can ask, so no address is the
 * owner's by right here: the session itself may be the stolen one.
 */
export const signedInPolicy: RatePolicy = { limit: 5, window: Duration.minutes(15) }

/** An address the account signed in from within this long counts as the owner's. */
export const familiarAddressAge = Duration.days(30)

/**
 * Recovery requests per account (user ID or e-mail address), whether or not anything matched and
 * from any address: they send mail, and no guess is right or wrong.
 */
export const recoveryPolicy: RatePolicy = { limit: 5, window: Duration.minutes(15) }

/**
 * Failed code redemptions per account, from any address. The per-address limit alone lets a player
 * with many addresses guess codes without end; here the account is the guesser, so no address is
 * exempt. A player typing a code wrong a few times never meets it.
 */
export const couponPolicy: RatePolicy = { limit: 10, window: Duration.hours(1) }

/** Long enough to tell accounts apart, short enough for the counters' key column. */
const accountKey = (account: string) => account.trim().toLowerCase().slice(0, 100)

/** The secret being guessed, the account it belongs to, and where the guesses come from. */
export interface Guess {
  readonly check: "login" | "password" | "secretAnswer"
  /** The user ID as typed (login) or the signed-in account's. */
  readonly account: string
  /** The account's number when it exists: its recent sign-in addresses are the owner's. */
  readonly userNum: number | undefined
  readonly address: string
}

/**
 * Wrong guesses counted per account (and, for login, per account and address); right ones never
 * count. Windows slide, so nothing is ever locked for good.
 */
export class AccountThrottle extends Context.Service<
  AccountThrottle,
  {
    /** Fails when this account has had too many wrong guesses lately, from this address or any. */
    readonly guard: (guess: Guess) => Effect.Effect<void, TooManyGuesses>
    readonly recordFailure: (guess: Guess) => Effect.Effect<void>
    /** Counts a recovery request for the account; fails once it has had too many lately. */
    readonly recovery: (
      check: "findUserId" | "findPassword",
      account: string,
    ) => Effect.Effect<void, TooManyGuesses>
    /** Fails when the account has failed to redeem too many codes lately. */
    readonly guardCoupons: (userNum: number) => Effect.Effect<void, TooManyGuesses>
    readonly recordCouponFailure: (userNum: number) => Effect.Effect<void>
  }
>()("gatehouse/server/AccountThrottle") {
  static readonly layer = Layer.effect(
    AccountThrottle,
    Effect.gen(function* () {
      const limiter = yield* RateLimiter
      const sql = yield* SqlClient.SqlClient
      const accountBucket = (guess: Guess) => `account:${guess.check}:${accountKey(guess.account)}`
      const pairBucket = (guess: Guess) => `${accountBucket(guess)}@${guess.address.slice(0, 45)}`

      const isFamiliar = Effect.fn("AccountThrottle.isFamiliar")(function* (guess: Guess) {
        if (guess.userNum === undefined) return false
        const since = new Date((yield* Clock.currentTimeMillis) - Duration.toMillis(familiarAddressAge))
        const rows = yield* sql`
          SELECT 1 FROM sessions
          WHERE user_num = ${guess.userNum} AND ip_address = ${guess.address} AND created_at > ${since}
          LIMIT 1`
        return rows.length > 0
      }, Effect.orDie)

      const guard = Effect.fn("AccountThrottle.guard")(function* (guess: Guess) {
        if (guess.check !== "login") {
          if (yield* limiter.exceeded(accountBucket(guess), signedInPolicy)) {
            return yield* new TooManyGuesses({ check: guess.check })
          }
          return
        }
        if (yield* limiter.exceeded(pairBucket(guess), accountAddressPolicy)) {
          return yield* new TooManyGuesses({ check: guess.check })
        }
        if ((yield* limiter.exceeded(accountBucket(guess), accountPolicy)) && !(yield* isFamiliar(guess))) {
          return yield* new TooManyGuesses({ check: guess.check })
        }
      })

      const recordFailure = Effect.fn("AccountThrottle.recordFailure")(function* (guess: Guess) {
        if (guess.check !== "login") {
          yield* limiter.hit(accountBucket(guess), signedInPolicy)
          return
        }
        yield* limiter.hit(pairBucket(guess), accountAddressPolicy)
        yield* limiter.hit(accountBucket(guess), accountPolicy)
      })

      const recovery = Effect.fn("AccountThrottle.recovery")(function* (
        check: "findUserId" | "findPassword",
        account: string,
      ) {
        if (!(yield* limiter.hit(`account:${check}:${accountKey(account)}`, recoveryPolicy))) {
          return yield* new TooManyGuesses({ check })
        }
      })

      const couponBucket = (userNum: number) => `account:coupon:${userNum}`
      const guardCoupons = Effect.fn("AccountThrottle.guardCoupons")(function* (userNum: number) {
        if (yield* limiter.exceeded(couponBucket(userNum), couponPolicy))
          return yield* new TooManyGuesses({ check: "coupon" })
      })
      const recordCouponFailure = (userNum: number) =>
        Effect.asVoid(limiter.hit(couponBucket(userNum), couponPolicy))

      return AccountThrottle.of({ guard, recordFailure, recovery, guardCoupons, recordCouponFailure })
    }),
  )
}
