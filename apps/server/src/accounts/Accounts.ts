import { User } from "@gatehouse/domain"
import { Clock, Context, Effect, Layer, Metric, type Option, Schema } from "effect"
import { SqlClient, SqlError, SqlSchema } from "effect/sql"
import { amount, isoTimestamp } from "../database/columns.ts"
import { decodeRows } from "../database/rows.ts"
import { type GameAccount, GameAccounts } from "../gamelink/GameAccounts.ts"
import type { GameUnavailable } from "../gamelink/GameUnavailable.ts"
import { attributed, registrations } from "../observability/metrics.ts"
import { StateConflict } from "../refusals.ts"
import { Passwords } from "../security/passwords.ts"
import { accountMessages } from "./messages.ts"

/** The player's row with their characters gathered in order, its columns named as the user names them. */
const UserRow = Schema.Struct({
  ...User.fields,
  UserPoint: amount,
  UserPoint2: amount,
  email_verified_at: Schema.NullOr(isoTimestamp),
}).pipe(Schema.decodeTo(User))

/** What registration stores; every text already checked by rules.ts. */
export interface NewAccount {
  readonly userId: string
  readonly email: string
  readonly password: string
  readonly nameFirst: string
  readonly nameLast: string
  readonly secretQuestion: number
  readonly secretAnswer: string
  readonly gender: string
  readonly country: string
}

/** The account page's editable fields; an empty second password leaves it as it was. */
export interface AccountDetails {
  readonly email: string
  readonly nameFirst: string
  readonly nameLast: string
  readonly phoneNumber: string
  readonly secondPassword: string
}

/** The secrets of one account, for the checks that need them. */
const Credentials = Schema.Struct({
  userNum: Schema.Finite,
  userId: Schema.String,
  email: Schema.String,
  passwordHash: Schema.String,
  secretAnswerHash: Schema.NullOr(Schema.String),
  /** Staff blocked the account's login (staff console); the right password is refused too. */
  loginBlocked: Schema.Boolean,
})
export type Credentials = typeof Credentials.Type

const emptyToNull = (value: string) => (value.trim() === "" ? null : value.trim())

/** A user number or e-mail clash from the database's unique indexes reads as a taken User ID. */
const isUniqueViolation = (error: SqlError.SqlError) => error.reason._tag === "UniqueViolation"

const registrationsFrom = attributed(registrations)

/** Players' own accounts: creating them, reading them as the session keeps them, changing them. */
export class Accounts extends Context.Service<
  Accounts,
  {
    /** The account by user ID, ignoring case as the unique index does. */
    readonly credentialsByUserId: (userId: string) => Effect.Effect<Option.Option<Credentials>>
    readonly credentials: (userNum: number) => Effect.Effect<Option.Option<Credentials>>
    /** Every account registered with the e-mail address (older game data may hold several). */
    readonly userIdsByEmail: (email: string) => Effect.Effect<ReadonlyArray<string>>
    /** The player as the portal's session keeps it, with balances and characters. */
    readonly profile: (userNum: number) => Effect.Effect<User>
    /**
     * Creates the account; with the game link, the game's account too, in the same portal
     * transaction (a failure half-way leaves neither, see GameAccounts.createAccount).
     */
    readonly register: (account: NewAccount) => Effect.Effect<number, StateConflict | GameUnavailable>
    /**
     * The portal side of an account that exists only in the game, made at its first login: the
     * password the player just proved, the game's e-mail when it is usable, linked to the game's row.
     */
    readonly registerFromGame: (account: GameAccount, password: string) => Effect.Effect<number>
    readonly updateDetails: (userNum: number, details: AccountDetails) => Effect.Effect<void, StateConflict>
    readonly setPassword: (userNum: number, password: string) => Effect.Effect<void>
    /** The portal's copy only, when the game already holds the password. */
    readonly setPortalPassword: (userNum: number, password: string) => Effect.Effect<void>
    readonly recordLogin: (userNum: number, ip: string) => Effect.Effect<void>
  }
>()("gatehouse/server/Accounts") {
  static readonly layer = Layer.effect(
    Accounts,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const passwords = yield* Passwords
      const gameLink = yield* GameAccounts
      const now = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis))

      const credentialColumns = sql`user_num AS "userNum", user_id AS "userId", email,
        password_hash AS "passwordHash", secret_answer_hash AS "secretAnswerHash",
        login_blocked_at IS NOT NULL AS "loginBlocked"`

      const findCredentialsByUserId = SqlSchema.findOneOption({
        Request: Schema.String,
        Result: Credentials,
        execute: (userId) =>
          sql`SELECT ${credentialColumns} FROM users WHERE lower(user_id) = lower(${userId})`,
      })

      const findCredentials = SqlSchema.findOneOption({
        Request: Schema.Finite,
        Result: Credentials,
        execute: (userNum) => sql`SELECT ${credentialColumns} FROM users WHERE user_num = ${userNum}`,
      })

      const credentialsByUserId = Effect.fn("Accounts.credentialsByUserId")(
        (userId: string) => findCredentialsByUserId(userId.trim()),
        Effect.orDie,
      )

      const credentials = Effect.fn("Accounts.credentials")(
        (userNum: number) => findCredentials(userNum),
        Effect.orDie,
      )

      const userIdsByEmail = Effect.fn("Accounts.userIdsByEmail")(function* (email: string) {
        const rows = yield* decodeRows(
          Schema.Struct({ user_id: Schema.String }),
          sql`
          SELECT user_id FROM users WHERE lower(email) = lower(${email.trim()}) ORDER BY user_num`,
        )
        return rows.map((row) => row.user_id)
      }, Effect.orDie)

      // A player without characters has none to gather: the list is empty. Deleted ones never show.
      const findProfile = SqlSchema.findOne({
        Request: Schema.Finite,
        Result: UserRow,
        execute: (userNum) => sql`
          SELECT u.user_num AS "UserNum", u.user_id AS "UserID", u.name_first AS "NameFirst",
                 u.name_last AS "NameLast", u.email AS "UserEmail", u.phone_number AS "PhoneNumber",
                 u.secret_question AS "UserSQ", u.r_coin::text AS "UserPoint", u.milleage::text AS "UserPoint2",
                 u.user_type AS "UserType", u.email_verified_at,
                 COALESCE(
                   (SELECT json_agg(json_build_object('ChaName', c.cha_name, 'ChaLevel', c.cha_level)
                      ORDER BY c.cha_level DESC, c.cha_num)
                    FROM (
                      SELECT cha_num, cha_name, cha_level FROM characters
                      WHERE user_num = u.user_num AND NOT cha_deleted
                      UNION ALL
                      -- The game's characters of the linked game account (the game link's snapshot).
                      SELECT g.cha_num, g.cha_name, g.cha_level
                      FROM game_characters g JOIN game_accounts a ON a.game_user_num = g.game_user_num
                      WHERE a.user_num = u.user_num AND NOT g.cha_deleted
                    ) c),
                   '[]'
                 ) AS characters
          FROM users u WHERE u.user_num = ${userNum}`,
      })

      const profile = Effect.fn("Accounts.profile")((userNum: number) => findProfile(userNum), Effect.orDie)

      const emailTakenBy = (email: string, exceptUserNum: number) =>
        Effect.map(
          sql`
            SELECT user_num FROM users WHERE lower(email) = lower(${email}) AND user_num <> ${exceptUserNum} LIMIT 1`,
          (rows) => rows.length > 0,
        )

      const register = Effect.fn("Accounts.register")(
        function* (account: NewAccount) {
          const userId = account.userId.trim()
          const email = account.email.trim()
          const taken = yield* sql`SELECT 1 FROM users WHERE lower(user_id) = lower(${userId})`
          if (taken.length > 0) return yield* new StateConflict({ message: accountMessages.userIdTaken })
          if (yield* emailTakenBy(email, 0))
            return yield* new StateConflict({ message: accountMessages.emailTaken })
          const createdAt = yield* now
          // Hashed before the transaction: scrypt takes a while, and a connection should not wait on it.
          const passwordHash = yield* passwords.hash(account.password)
          const secretAnswerHash = yield* passwords.hashSecretAnswer(account.secretAnswer)
          return yield* sql.withTransaction(
            Effect.gen(function* () {
              const rows = yield* decodeRows(
                Schema.Struct({ user_num: Schema.Int }),
                sql`INSERT INTO users ${sql.insert({
                  user_id: userId,
                  email,
                  password_hash: passwordHash,
                  secret_question: account.secretQuestion,
                  secret_answer_hash: secretAnswerHash,
                  name_first: emptyToNull(account.nameFirst),
                  name_last: emptyToNull(account.nameLast),
                  gender: account.gender,
                  country: account.country,
                  user_type: 1,
                  created_at: createdAt,
                  updated_at: createdAt,
                })} RETURNING user_num`,
              ).pipe(
                // Two registrations of one user ID at the same moment: the unique index decides.
                Effect.catchIf(
                  isUniqueViolation,
                  () => new StateConflict({ message: accountMessages.userIdTaken }),
                ),
              )
              const created = rows[0]
              if (created === undefined) return yield* Effect.die(new Error("INSERT returned no row"))
              // Last in the transaction: if the game refuses, the portal's row rolls back with it.
              yield* gameLink.createAccount(created.user_num, { userId, password: account.password, email })
              yield* sql.afterCommit(Metric.update(registrationsFrom({ source: "portal" }), 1))
              return created.user_num
            }),
          )
        },
        Effect.catchIf(SqlError.isSqlError, Effect.die),
      )

      /** A placeholder address for a game account whose e-mail is missing or already used here. */
      const placeholderEmail = (userId: string) => `${userId.toLowerCase()}@game-account.invalid`

      const registerFromGame = Effect.fn("Accounts.registerFromGame")(function* (
        account: GameAccount,
        password: string,
      ) {
        const gameEmail = account.email?.trim() ?? ""
        const usable =
          /^[^\s@]+@[^\s@]+$/.test(gameEmail) &&
          gameEmail.length <= 60 &&
          !(yield* emailTakenBy(gameEmail, 0))
        const createdAt = yield* now
        const passwordHash = yield* passwords.hash(password)
        const userNum = yield* sql.withTransaction(
          Effect.gen(function* () {
            const [created] = yield* decodeRows(
              Schema.Struct({ user_num: Schema.Int }),
              sql`INSERT INTO users ${sql.insert({
                user_id: account.userId,
                email: usable ? gameEmail : placeholderEmail(account.userId),
                password_hash: passwordHash,
                user_type: 1,
                created_at: createdAt,
                updated_at: createdAt,
              })} RETURNING user_num`,
            )
            if (created === undefined) return yield* Effect.die(new Error("INSERT returned no row"))
            yield* gameLink.adopt(created.user_num, account)
            yield* sql.afterCommit(Metric.update(registrationsFrom({ source: "game" }), 1))
            return created.user_num
          }),
        )
        return userNum
      }, Effect.orDie)

      const updateDetails = Effect.fn("Accounts.updateDetails")(
        function* (userNum: number, details: AccountDetails) {
          const email = details.email.trim()
          if (yield* emailTakenBy(email, userNum)) {
            return yield* new StateConflict({ message: accountMessages.emailTaken })
          }
          const secondPasswordHash =
            details.secondPassword === "" ? undefined : yield* passwords.hash(details.secondPassword)
          yield* sql`UPDATE users SET ${sql.update({
            email,
            name_first: emptyToNull(details.nameFirst),
            name_last: emptyToNull(details.nameLast),
            phone_number: emptyToNull(details.phoneNumber),
            ...(secondPasswordHash === undefined ? {} : { second_password_hash: secondPasswordHash }),
            updated_at: yield* now,
          })} WHERE user_num = ${userNum}`
        },
        Effect.catchIf(SqlError.isSqlError, Effect.die),
      )

      // The game's password first: it is the one the game and a linked login check.
      const setPassword = Effect.fn("Accounts.setPassword")(function* (userNum: number, password: string) {
        yield* gameLink.setPassword(userNum, password)
        yield* sql`UPDATE users SET ${sql.update({
          password_hash: yield* passwords.hash(password),
          updated_at: yield* now,
        })} WHERE user_num = ${userNum}`
      }, Effect.orDie)

      const setPortalPassword = Effect.fn("Accounts.setPortalPassword")(function* (
        userNum: number,
        password: string,
      ) {
        yield* sql`UPDATE users SET ${sql.update({
          password_hash: yield* passwords.hash(password),
          updated_at: yield* now,
        })} WHERE user_num = ${userNum}`
      }, Effect.orDie)

      const recordLogin = Effect.fn("Accounts.recordLogin")(function* (userNum: number, ip: string) {
        yield* sql`UPDATE users SET last_login_at = ${yield* now}, last_login_ip = ${ip.slice(0, 45)}
          WHERE user_num = ${userNum}`
      }, Effect.orDie)

      return Accounts.of({
        credentialsByUserId,
        credentials,
        userIdsByEmail,
        profile,
        register,
        registerFromGame,
        updateDetails,
        setPassword,
        setPortalPassword,
        recordLogin,
      })
    }),
  )
}
