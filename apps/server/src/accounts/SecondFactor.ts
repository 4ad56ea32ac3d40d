import { staffRoleOf, type User } from "@gatehouse/domain"
import { Array as Arr, Clock, Context, Data, Duration, Effect, Layer, Option, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { Secret, TOTP } from "otpauth"
import { InputRefused, NotPermitted, StateConflict, TooManyGuesses } from "../refusals.ts"
import { Passwords } from "../security/passwords.ts"
import { RateLimiter, type RatePolicy } from "../security/RateLimiter.ts"
import { hashToken, newToken } from "../security/tokens.ts"
import { AccountSettings } from "./AccountSettings.ts"
import { Accounts } from "./Accounts.ts"
import { countedLogin } from "./countedLogin.ts"
import { Sessions, type SessionUser } from "./Sessions.ts"
import { secondFactorMessages } from "./secondFactorMessages.ts"

/** The password was right, and the account asks for a code next: the login's second step. */
export class SecondStepNeeded extends Data.TaggedError("SecondStepNeeded")<{
  /** Names this pending step; only the client that typed the password holds it. */
  readonly challenge: string
}> {}

/** How long the code step of a login waits after the password step. */
export const secondStepLifetime = Duration.minutes(5)

/**
 * Code attempts per account, right or wrong, from any address, counted before the code is checked
 * so parallel guesses cannot overrun it. A code is one of a million; with 3 accepted at a time this
 * leaves a guesser with the password about one chance in 30,000 an hour.
 */
export const codeAttemptPolicy: RatePolicy = { limit: 10, window: Duration.minutes(15) }

/** How many recovery codes an account gets when two-step sign-in is turned on. */
export const recoveryCodeCount = 10

/** The standard authenticator parameters (RFC 6238): every app reads them from the otpauth:// URI. */
const period = 30
/** One step either side: a phone clock a little off still works. */
const window = 1

const recoveryAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

/** A recovery code: 10 characters from an alphabet without look-alikes, shown as two groups of 5. */
const newRecoveryCode = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(10))
  const text = Array.from(bytes, (byte) => recoveryAlphabet[byte % recoveryAlphabet.length]).join("")
  return `${text.slice(0, 5)}-${text.slice(5)}`
}

/** Spaces, hyphens and case do not matter in what a player types. */
const normalized = (code: string) => code.replace(/[\s-]/g, "").toUpperCase()
const isTimeCode = (code: string) => /^\d{6}$/.test(normalized(code))

/** What My Account shows of an account's two-step sign-in. */
export interface SecondFactorStatus {
  readonly enabled: boolean
  /** Staff must have it on (STAFF_SECOND_FACTOR), so they may not turn it off. */
  readonly required: boolean
  readonly recoveryCodesLeft: number
}

/**
 * Two-step sign-in (ADR 0016, "Second factor"): authenticator codes (TOTP) with recovery codes.
 * The secret is made here and counts only once a first code confirms it; a code is accepted once
 * (its time step is remembered); recovery codes are kept as hashes and each works once; every code
 * attempt is counted per account before it is checked.
 */
export class SecondFactor extends Context.Service<
  SecondFactor,
  {
    readonly status: (user: SessionUser) => Effect.Effect<SecondFactorStatus>
    /** A new secret for the account, replacing any unconfirmed one; refused when already on. */
    readonly setUp: (
      user: SessionUser,
    ) => Effect.Effect<{ readonly secret: string; readonly uri: string }, StateConflict>
    /** Turns it on with a first code from the app; answers the recovery codes, shown only this once. */
    readonly confirm: (
      user: SessionUser,
      code: string,
    ) => Effect.Effect<ReadonlyArray<string>, StateConflict | InputRefused | TooManyGuesses>
    /** Turns it off after the password or a code. */
    readonly turnOff: (
      user: SessionUser,
      proof: string,
    ) => Effect.Effect<void, StateConflict | InputRefused | NotPermitted | TooManyGuesses>
    /**
     * Called once the password was right, before any session: fails with the pending second step
     * when the account has two-step sign-in on.
     */
    readonly passwordStepOnly: (userNum: number) => Effect.Effect<void, SecondStepNeeded>
    /** Signs in the account whose pending second step this code completes, which it uses up. */
    readonly completeLogin: (
      challenge: string,
      code: string,
      client: { readonly address: string; readonly userAgent?: string | undefined },
    ) => Effect.Effect<{ readonly user: User; readonly token: string }, InputRefused | TooManyGuesses>
    /** Fails when staff must have two-step sign-in on and this staff account does not. */
    readonly guardStaff: (userNum: number) => Effect.Effect<void, NotPermitted>
  }
>()("gatehouse/server/SecondFactor") {
  static readonly layer = Layer.effect(
    SecondFactor,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const limiter = yield* RateLimiter
      const accounts = yield* Accounts
      const sessions = yield* Sessions
      const passwords = yield* Passwords
      const settings = yield* AccountSettings
      const issuer = new URL(settings.publicUrl).host
      const now = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis))
      const wrongCode = new InputRefused({
        message: secondFactorMessages.codeWrong,
        errors: { code: [secondFactorMessages.codeWrong] },
      })

      const totpOf = (secret: string, label: string) =>
        new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period })

      const findFactor = SqlSchema.findOneOption({
        Request: Schema.Number,
        Result: Schema.Struct({ secret: Schema.String, confirmed: Schema.Boolean }),
        execute: (userNum) => sql`
          SELECT secret, confirmed_at IS NOT NULL AS confirmed FROM second_factors WHERE user_num = ${userNum}`,
      })
      const factorOf = (userNum: number) => Effect.orDie(findFactor(userNum))

      const countCodesLeft = SqlSchema.findOne({
        Request: Schema.Number,
        Result: Schema.Struct({ left: Schema.Int }),
        execute: (userNum) => sql`
          SELECT count(*)::int AS left FROM second_factor_recovery_codes
          WHERE user_num = ${userNum} AND used_at IS NULL`,
      })

      const findPendingLogin = SqlSchema.findOneOption({
        Request: Schema.Struct({ tokenHash: Schema.String, at: Schema.Date }),
        Result: Schema.Struct({ user_num: Schema.Int }),
        execute: ({ tokenHash, at }) => sql`
          SELECT user_num FROM second_factor_challenges
          WHERE token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > ${at}`,
      })

      const isOn = (userNum: number) =>
        Effect.map(factorOf(userNum), (found) => Option.isSome(found) && found.value.confirmed)

      /** Counts the attempt first, so a burst of parallel guesses gets no more than the limit. */
      const countAttempt = (userNum: number) =>
        Effect.flatMap(limiter.hit(`account:secondFactor:${userNum}`, codeAttemptPolicy), (allowed) =>
          allowed ? Effect.void : Effect.fail(new TooManyGuesses({ check: "secondFactor" })),
        )

      /**
       * Whether the app's code is right now and newer than the last one taken: the step is stored in
       * the same statement that checks it, so two requests with one code cannot both pass.
       */
      const takeTimeCode = (userNum: number, secret: string, code: string) =>
        Effect.gen(function* () {
          const timestamp = yield* Clock.currentTimeMillis
          const delta = totpOf(secret, "").validate({ token: normalized(code), timestamp, window })
          if (delta === null) return false
          const step = Math.floor(timestamp / 1000 / period) + delta
          const taken = yield* sql`
            UPDATE second_factors SET last_used_step = ${step}
            WHERE user_num = ${userNum} AND (last_used_step IS NULL OR last_used_step < ${step})
            RETURNING user_num`
          return taken.length > 0
        }).pipe(Effect.orDie)

      const takeRecoveryCode = (userNum: number, code: string) =>
        Effect.gen(function* () {
          const taken = yield* sql`
            UPDATE second_factor_recovery_codes SET used_at = ${yield* now}
            WHERE user_num = ${userNum} AND code_hash = ${hashToken(normalized(code))} AND used_at IS NULL
            RETURNING user_num`
          return taken.length > 0
        }).pipe(Effect.orDie)

      /** A code from the app or, once two-step sign-in is on, a recovery code. */
      const takeCode = (userNum: number, secret: string, code: string) =>
        isTimeCode(code) ? takeTimeCode(userNum, secret, code) : takeRecoveryCode(userNum, code)

      const status = Effect.fn("SecondFactor.status")(function* (user: SessionUser) {
        const enabled = yield* isOn(user.UserNum)
        const { left } = yield* Effect.orDie(countCodesLeft(user.UserNum))
        return {
          enabled,
          required: settings.staffSecondFactor && staffRoleOf(user.UserType) !== null,
          recoveryCodesLeft: enabled ? left : 0,
        }
      })

      const setUp = Effect.fn("SecondFactor.setUp")(function* (user: SessionUser) {
        if (yield* isOn(user.UserNum)) {
          return yield* new StateConflict({ message: secondFactorMessages.alreadyOn })
        }
        const secret = new Secret({ size: 20 }).base32
        yield* sql`
          INSERT INTO second_factors (user_num, secret, created_at) VALUES (${user.UserNum}, ${secret}, ${yield* now})
          ON CONFLICT (user_num) DO UPDATE SET secret = EXCLUDED.secret, created_at = EXCLUDED.created_at,
            last_used_step = NULL
          WHERE second_factors.confirmed_at IS NULL`.pipe(Effect.orDie)
        return { secret, uri: totpOf(secret, user.UserID).toString() }
      })

      const confirm = Effect.fn("SecondFactor.confirm")(function* (user: SessionUser, code: string) {
        const found = yield* factorOf(user.UserNum)
        if (Option.isNone(found)) {
          return yield* new StateConflict({ message: secondFactorMessages.notStarted })
        }
        if (found.value.confirmed) {
          return yield* new StateConflict({ message: secondFactorMessages.alreadyOn })
        }
        yield* countAttempt(user.UserNum)
        if (!isTimeCode(code) || !(yield* takeTimeCode(user.UserNum, found.value.secret, code))) {
          return yield* wrongCode
        }
        const codes = Arr.makeBy(recoveryCodeCount, newRecoveryCode)
        yield* sql
          .withTransaction(
            Effect.gen(function* () {
              yield* sql`UPDATE second_factors SET confirmed_at = ${yield* now} WHERE user_num = ${user.UserNum}`
              yield* sql`DELETE FROM second_factor_recovery_codes WHERE user_num = ${user.UserNum}`
              yield* sql`INSERT INTO second_factor_recovery_codes ${sql.insert(
                Arr.map(codes, (code) => ({
                  user_num: user.UserNum,
                  code_hash: hashToken(normalized(code)),
                })),
              )}`
            }),
          )
          .pipe(Effect.orDie)
        return codes
      })

      const turnOff = Effect.fn("SecondFactor.turnOff")(function* (user: SessionUser, proof: string) {
        const found = yield* factorOf(user.UserNum)
        if (Option.isNone(found) || !found.value.confirmed) {
          return yield* new StateConflict({ message: secondFactorMessages.notOn })
        }
        if (settings.staffSecondFactor && staffRoleOf(user.UserType) !== null) {
          return yield* new NotPermitted({ message: secondFactorMessages.staffMustKeep })
        }
        yield* countAttempt(user.UserNum)
        const byCode = yield* takeCode(user.UserNum, found.value.secret, proof)
        const byPassword =
          byCode ||
          (yield* Effect.flatMap(accounts.credentials(user.UserNum), (credentials) =>
            Option.match(credentials, {
              onNone: () => Effect.succeed(false),
              onSome: ({ passwordHash }) => passwords.verify(proof, passwordHash),
            }),
          ))
        if (!byPassword) {
          return yield* new InputRefused({
            message: secondFactorMessages.proofWrong,
            errors: { proof: [secondFactorMessages.proofWrong] },
          })
        }
        yield* sql
          .withTransaction(
            Effect.gen(function* () {
              yield* sql`DELETE FROM second_factor_recovery_codes WHERE user_num = ${user.UserNum}`
              yield* sql`DELETE FROM second_factors WHERE user_num = ${user.UserNum}`
            }),
          )
          .pipe(Effect.orDie)
      })

      const passwordStepOnly = Effect.fn("SecondFactor.passwordStepOnly")(function* (userNum: number) {
        if (!(yield* isOn(userNum))) return
        const challenge = newToken()
        const at = yield* now
        yield* sql`DELETE FROM second_factor_challenges WHERE expires_at < ${at}`.pipe(Effect.orDie)
        yield* sql`INSERT INTO second_factor_challenges ${sql.insert({
          token_hash: hashToken(challenge),
          user_num: userNum,
          expires_at: new Date(at.getTime() + Duration.toMillis(secondStepLifetime)),
        })}`.pipe(Effect.orDie)
        return yield* new SecondStepNeeded({ challenge })
      })

      const completeLogin = Effect.fn("SecondFactor.completeLogin")(function* (
        challenge: string,
        code: string,
        client: { readonly address: string; readonly userAgent?: string | undefined },
      ) {
        const at = yield* now
        const tokenHash = hashToken(challenge)
        const pending = yield* Effect.orDie(findPendingLogin({ tokenHash, at }))
        const expired = new InputRefused({ message: secondFactorMessages.loginExpired })
        if (Option.isNone(pending)) return yield* expired
        const userNum = pending.value.user_num
        const found = yield* factorOf(userNum)
        if (Option.isNone(found) || !found.value.confirmed) return yield* expired
        yield* countAttempt(userNum)
        if (!(yield* takeCode(userNum, found.value.secret, code))) return yield* wrongCode
        // Used up in the same statement that checks it is still pending: one step, one session.
        const used = yield* sql`
          UPDATE second_factor_challenges SET used_at = ${at}
          WHERE token_hash = ${tokenHash} AND used_at IS NULL RETURNING user_num`.pipe(Effect.orDie)
        if (used.length === 0) return yield* expired
        const token = yield* sessions.issue(userNum, { ip: client.address, userAgent: client.userAgent })
        yield* accounts.recordLogin(userNum, client.address)
        return { user: yield* accounts.profile(userNum), token }
      }, countedLogin)

      const guardStaff = Effect.fn("SecondFactor.guardStaff")(function* (userNum: number) {
        if (settings.staffSecondFactor && !(yield* isOn(userNum))) {
          return yield* new NotPermitted({ message: secondFactorMessages.staffMustEnrol })
        }
      })

      return SecondFactor.of({ status, setUp, confirm, turnOff, passwordStepOnly, completeLogin, guardStaff })
    }),
  )
}
