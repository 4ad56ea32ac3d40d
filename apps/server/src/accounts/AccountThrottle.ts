import { Clock, Context, Duration, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { TooManyGuesses } from "../refusals.ts"
import { RateLimiter, type RatePolicy, type Reservation } from "../security/RateLimiter.ts"

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

/**
 * Registrations asked for one user ID, and for one e-mail address, from every address together.
 * The per-address limit alone let a prober rotate addresses to ask about many accounts; this one
 * holds however many addresses ask. A player who finds a name taken picks another, which is
 * another bucket, so only a prober meets it.
 */
export const registrationPolicy: RatePolicy = { limit: 5, window: Duration.hours(1) }

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

/** A guess let through: given back when it was right, so right guesses never count. */
export interface GuessReservation {
  readonly giveBack: Effect.Effect<void>
  /** The address is one the account's owner signed in from lately: its guess goes ahead of strangers'. */
  readonly familiar: boolean
}

/**
 * Wrong guesses counted per account (and, for login, per account and address); right ones never
 * count. Each guess is counted before it is checked and given back when right, so parallel guesses
 * cannot all slip past a limit none of them had yet reached. Windows slide, so nothing is ever
 * locked for good.
 */
export class AccountThrottle extends Context.Service<
  AccountThrottle,
  {
    /**
     * Counts a guess before it is checked; fails, counting nothing, when this account has had too
     * many wrong guesses lately, from this address or any.
     */
    readonly reserve: (guess: Guess) => Effect.Effect<GuessReservation, TooManyGuesses>
    /** Counts a recovery request for the account; fails once it has had too many lately. */
    readonly recovery: (
      check: "findUserId" | "findPassword",
      account: string,
    ) => Effect.Effect<void, TooManyGuesses>
    /** Counts a registration for its user ID and its e-mail address; fails once either had too many lately. */
    readonly registration: (userId: string, email: string) => Effect.Effect<void, TooManyGuesses>
    /** Counts a code redemption before it is tried; fails when the account has failed too many lately. */
    readonly reserveCoupon: (userNum: number) => Effect.Effect<Reservation, TooManyGuesses>
  }
>()("gatehouse/server/AccountThrottle") {
  static readonly layer = Layer.effect(
    AccountThrottle,
    Effect.gen(function* () {
      const limiter = yield* RateLimiter
      const sql = yield* SqlClient.SqlClient
      const accountBucket = (guess: Guess) => `account:${guess.check}:${accountKey(guess.account)}`
      const pairBucket = (guess: Guess) => `${accountBucket(guess)}@${guess.address.slice(0, 45)}`
      const nothingToGiveBack: Reservation = { giveBack: Effect.void }

      const isFamiliar = Effect.fn("AccountThrottle.isFamiliar")(function* (guess: Guess) {
        if (guess.userNum === undefined) return false
        const since = new Date((yield* Clock.currentTimeMillis) - Duration.toMillis(familiarAddressAge))
        const rows = yield* sql`
          SELECT 1 FROM sessions
          WHERE user_num = ${guess.userNum} AND ip_address = ${guess.address} AND created_at > ${since}
          LIMIT 1`
        return rows.length > 0
      }, Effect.orDie)

      const refused = (guess: Guess) => new TooManyGuesses({ check: guess.check })

      const reserve = Effect.fn("AccountThrottle.reserve")(function* (guess: Guess) {
        if (guess.check !== "login") {
          const counted = yield* limiter.reserve(accountBucket(guess), signedInPolicy)
          if (counted === undefined) return yield* refused(guess)
          return { giveBack: counted.giveBack, familiar: true }
        }
        const familiar = yield* isFamiliar(guess)
        const pair = yield* limiter.reserve(pairBucket(guess), accountAddressPolicy)
        if (pair === undefined) return yield* refused(guess)
        const account = yield* limiter.reserve(accountBucket(guess), accountPolicy)
        // Past the account's limit only the owner's usual addresses get on; their guess is then
        // counted per address alone, so the account's count stays at its limit.
        if (account === undefined && !familiar) {
          yield* pair.giveBack
          return yield* refused(guess)
        }
        const counted = account ?? nothingToGiveBack
        return { giveBack: Effect.andThen(pair.giveBack, counted.giveBack), familiar }
      })

      const recovery = Effect.fn("AccountThrottle.recovery")(function* (
        check: "findUserId" | "findPassword",
        account: string,
      ) {
        if (!(yield* limiter.hit(`account:${check}:${accountKey(account)}`, recoveryPolicy))) {
          return yield* new TooManyGuesses({ check })
        }
      })

      const registration = Effect.fn("AccountThrottle.registration")(function* (
        userId: string,
        email: string,
      ) {
        const forUserId = yield* limiter.hit(`account:register:${accountKey(userId)}`, registrationPolicy)
        const forEmail = yield* limiter.hit(`account:register-email:${accountKey(email)}`, registrationPolicy)
        if (!forUserId || !forEmail) return yield* new TooManyGuesses({ check: "register" })
      })

      const reserveCoupon = Effect.fn("AccountThrottle.reserveCoupon")(function* (userNum: number) {
        const counted = yield* limiter.reserve(`account:coupon:${userNum}`, couponPolicy)
        if (counted === undefined) return yield* new TooManyGuesses({ check: "coupon" })
        return counted
      })

      return AccountThrottle.of({ reserve, recovery, registration, reserveCoupon })
    }),
  )
}
