import { Clock, Context, Duration, Effect, Layer, Option, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { decodeRows } from "../database/rows.ts"
import { Mailer } from "../mail/Mailer.ts"
import { findUserIdMail, resetPasswordMail } from "../mail/messages.ts"
import { hashToken, newToken } from "../security/tokens.ts"
import { AccountSettings } from "./AccountSettings.ts"
import { Accounts } from "./Accounts.ts"
import { Sessions } from "./Sessions.ts"

/** Where the mailed link opens the portal: its Find Account page, which shows the reset form. */
export const resetLinkPath = "/findaccount"
export const resetLinkParameter = "reset"

/** The shape of a mailed token (tokens.ts); anything else is no link of ours. */
const isLinkToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token)

/**
 * Account recovery by mail. Nothing here tells the caller whether an account matched: every
 * request ends the same way, and only the mailbox's owner learns the answer. Passwords are never
 * mailed; a reset is a random single-use token, stored hashed, that expires.
 */
export class Recovery extends Context.Service<
  Recovery,
  {
    readonly mailUserIds: (email: string) => Effect.Effect<void>
    readonly mailResetLink: (userId: string, email: string) => Effect.Effect<void>
    /** Uses the link once: sets the password and ends every session. False for a dead link. */
    readonly resetPassword: (token: string, password: string) => Effect.Effect<boolean>
  }
>()("gatehouse/server/Recovery") {
  static readonly layer = Layer.effect(
    Recovery,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const accounts = yield* Accounts
      const sessions = yield* Sessions
      const mailer = yield* Mailer
      const settings = yield* AccountSettings
      const now = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis))

      const mailUserIds = Effect.fn("Recovery.mailUserIds")(function* (email: string) {
        const userIds = yield* accounts.userIdsByEmail(email)
        if (userIds.length === 0) return
        const mail = findUserIdMail(userIds)
        yield* mailer.send({ to: email.trim(), subject: mail.subject, text: mail.text })
      })

      const mailResetLink = Effect.fn("Recovery.mailResetLink")(function* (userId: string, email: string) {
        const account = yield* accounts.credentialsByUserId(userId)
        if (Option.isNone(account)) return
        const { userNum, email: address, userId: ownId } = account.value
        if (address.toLowerCase() !== email.trim().toLowerCase()) return
        const token = newToken()
        const createdAt = yield* now
        yield* sql.withTransaction(
          Effect.gen(function* () {
            // Only the newest link works: asking again retires the older ones.
            yield* sql`UPDATE password_resets SET used_at = ${createdAt}
              WHERE user_num = ${userNum} AND used_at IS NULL`
            yield* sql`INSERT INTO password_resets ${sql.insert({
              token_hash: hashToken(token),
              user_num: userNum,
              created_at: createdAt,
              expires_at: new Date(createdAt.getTime() + Duration.toMillis(settings.resetLinkLifetime)),
            })}`
          }),
        )
        const link = `${settings.publicUrl}${resetLinkPath}?${resetLinkParameter}=${token}`
        const mail = resetPasswordMail(ownId, link, Duration.toMinutes(settings.resetLinkLifetime))
        yield* mailer.send({ to: address, subject: mail.subject, text: mail.text, secrets: [link] })
      }, Effect.orDie)

      const resetPassword = Effect.fn("Recovery.resetPassword")(function* (token: string, password: string) {
        if (!isLinkToken(token)) return false
        const usedAt = yield* now
        return yield* sql.withTransaction(
          Effect.gen(function* () {
            // Claiming the row and checking it are one statement, so a link cannot be used twice.
            const [claimed] = yield* decodeRows(
              Schema.Struct({ user_num: Schema.Int }),
              sql`
              UPDATE password_resets SET used_at = ${usedAt}
              WHERE token_hash = ${hashToken(token)} AND used_at IS NULL AND expires_at > ${usedAt}
              RETURNING user_num`,
            )
            if (claimed === undefined) return false
            yield* accounts.setPassword(claimed.user_num, password)
            yield* sessions.revokeAllOf(claimed.user_num)
            return true
          }),
        )
      }, Effect.orDie)

      return Recovery.of({ mailUserIds, mailResetLink, resetPassword })
    }),
  )
}
