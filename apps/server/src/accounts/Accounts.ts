import { AccountCharacter, User } from "@gatehouse/domain"
import { Clock, Context, Effect, Layer, Option } from "effect"
import { SqlClient, SqlError } from "effect/sql"
import { Passwords } from "../security/passwords.ts"
import { AccountTaken } from "./errors.ts"
import { accountMessages } from "./messages.ts"

interface UserRow {
  readonly user_num: number
  readonly user_id: string
  readonly email: string
  readonly name_first: string | null
  readonly name_last: string | null
  readonly phone_number: string | null
  readonly secret_question: number | null
  readonly user_type: number
  readonly r_coin: string
  readonly milleage: string
  readonly email_verified_at: Date | null
}

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
export interface Credentials {
  readonly userNum: number
  readonly userId: string
  readonly email: string
  readonly passwordHash: string
  readonly secretAnswerHash: string | null
}

const emptyToNull = (value: string) => (value.trim() === "" ? null : value.trim())

/** A user number or e-mail clash from the database's unique indexes reads as a taken User ID. */
const isUniqueViolation = (error: SqlError.SqlError) => error.reason._tag === "UniqueViolation"

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
    readonly register: (account: NewAccount) => Effect.Effect<number, AccountTaken>
    readonly updateDetails: (userNum: number, details: AccountDetails) => Effect.Effect<void, AccountTaken>
    readonly setPassword: (userNum: number, password: string) => Effect.Effect<void>
    readonly recordLogin: (userNum: number, ip: string) => Effect.Effect<void>
  }
>()("gatehouse/server/Accounts") {
  static readonly layer = Layer.effect(
    Accounts,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const passwords = yield* Passwords
      const now = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis))

      const toCredentials = (
        rows: ReadonlyArray<{
          user_num: number
          user_id: string
          email: string
          password_hash: string
          secret_answer_hash: string | null
        }>,
      ) =>
        Option.map(Option.fromNullishOr(rows[0]), (row) => ({
          userNum: row.user_num,
          userId: row.user_id,
          email: row.email,
          passwordHash: row.password_hash,
          secretAnswerHash: row.secret_answer_hash,
        }))

      const credentialsByUserId = Effect.fn("Accounts.credentialsByUserId")(function* (userId: string) {
        const rows = yield* sql<Parameters<typeof toCredentials>[0][number]>`
          SELECT user_num, user_id, email, password_hash, secret_answer_hash
          FROM users WHERE lower(user_id) = lower(${userId.trim()})`
        return toCredentials(rows)
      }, Effect.orDie)

      const credentials = Effect.fn("Accounts.credentials")(function* (userNum: number) {
        const rows = yield* sql<Parameters<typeof toCredentials>[0][number]>`
          SELECT user_num, user_id, email, password_hash, secret_answer_hash
          FROM users WHERE user_num = ${userNum}`
        return toCredentials(rows)
      }, Effect.orDie)

      const userIdsByEmail = Effect.fn("Accounts.userIdsByEmail")(function* (email: string) {
        const rows = yield* sql<{ user_id: string }>`
          SELECT user_id FROM users WHERE lower(email) = lower(${email.trim()}) ORDER BY user_num`
        return rows.map((row) => row.user_id)
      }, Effect.orDie)

      const profile = Effect.fn("Accounts.profile")(function* (userNum: number) {
        const [row] = yield* sql<UserRow>`
          SELECT user_num, user_id, email, name_first, name_last, phone_number, secret_question,
                 user_type, r_coin::text AS r_coin, milleage::text AS milleage, email_verified_at
          FROM users WHERE user_num = ${userNum}`
        if (row === undefined) return yield* Effect.die(new Error(`No account ${userNum}`))
        const characters = yield* sql<{ cha_name: string; cha_level: number }>`
          SELECT cha_name, cha_level FROM characters
          WHERE user_num = ${userNum} AND NOT cha_deleted ORDER BY cha_level DESC, cha_num`
        return new User({
          UserNum: row.user_num,
          UserID: row.user_id,
          NameFirst: row.name_first,
          NameLast: row.name_last,
          UserEmail: row.email,
          PhoneNumber: row.phone_number,
          UserSQ: row.secret_question,
          // numeric(12, 2) is exact in the database and fits a double to the cent.
          UserPoint: Number(row.r_coin),
          UserPoint2: Number(row.milleage),
          UserType: row.user_type,
          email_verified_at: row.email_verified_at?.toISOString() ?? null,
          characters: characters.map(
            (character) =>
              new AccountCharacter({ ChaName: character.cha_name, ChaLevel: character.cha_level }),
          ),
        })
      }, Effect.orDie)

      const emailTakenBy = (email: string, exceptUserNum: number) =>
        Effect.map(
          sql<{ user_num: number }>`
            SELECT user_num FROM users WHERE lower(email) = lower(${email}) AND user_num <> ${exceptUserNum} LIMIT 1`,
          (rows) => rows.length > 0,
        )

      const register = Effect.fn("Accounts.register")(
        function* (account: NewAccount) {
          const userId = account.userId.trim()
          const email = account.email.trim()
          const taken = yield* sql`SELECT 1 FROM users WHERE lower(user_id) = lower(${userId})`
          if (taken.length > 0) return yield* new AccountTaken({ message: accountMessages.userIdTaken })
          if (yield* emailTakenBy(email, 0))
            return yield* new AccountTaken({ message: accountMessages.emailTaken })
          const createdAt = yield* now
          const rows = yield* sql<{ user_num: number }>`INSERT INTO users ${sql.insert({
            user_id: userId,
            email,
            password_hash: yield* passwords.hash(account.password),
            secret_question: account.secretQuestion,
            secret_answer_hash: yield* passwords.hashSecretAnswer(account.secretAnswer),
            name_first: emptyToNull(account.nameFirst),
            name_last: emptyToNull(account.nameLast),
            gender: account.gender,
            country: account.country,
            user_type: 1,
            created_at: createdAt,
            updated_at: createdAt,
          })} RETURNING user_num`.pipe(
            // Two registrations of one user ID at the same moment: the unique index decides.
            Effect.catchIf(
              isUniqueViolation,
              () => new AccountTaken({ message: accountMessages.userIdTaken }),
            ),
          )
          const created = rows[0]
          if (created === undefined) return yield* Effect.die(new Error("INSERT returned no row"))
          return created.user_num
        },
        Effect.catchIf(SqlError.isSqlError, Effect.die),
      )

      const updateDetails = Effect.fn("Accounts.updateDetails")(
        function* (userNum: number, details: AccountDetails) {
          const email = details.email.trim()
          if (yield* emailTakenBy(email, userNum)) {
            return yield* new AccountTaken({ message: accountMessages.emailTaken })
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

      const setPassword = Effect.fn("Accounts.setPassword")(function* (userNum: number, password: string) {
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
        updateDetails,
        setPassword,
        recordLogin,
      })
    }),
  )
}
