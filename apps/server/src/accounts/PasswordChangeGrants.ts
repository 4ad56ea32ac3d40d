import { Clock, Context, Duration, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { hashToken } from "../security/tokens.ts"

/** How long a correct secret answer allows a password change in the same session. */
export const passwordChangeGrantLifetime = Duration.minutes(10)

/**
 * A grant is a `password_resets` row like a mailed reset link: a one-time, expiring permission to
 * set a new password. Its key is derived from the session token, so only that session can use it,
 * and it can never be presented as a mailed link (those keys come from plain random tokens).
 */
const grantKey = (sessionToken: string) => hashToken(`secret-answer-grant:${sessionToken}`)

/**
 * Spec §5 asks for the secret answer before a password change. The server holds the player to it:
 * a correct answer grants one change within {@link passwordChangeGrantLifetime}, in that session.
 */
export class PasswordChangeGrants extends Context.Service<
  PasswordChangeGrants,
  {
    readonly grant: (sessionToken: string, userNum: number) => Effect.Effect<void>
    /** Uses the session's grant up; false when it has none, or it expired or was used. */
    readonly claim: (sessionToken: string, userNum: number) => Effect.Effect<boolean>
  }
>()("gatehouse/server/PasswordChangeGrants") {
  static readonly layer = Layer.effect(
    PasswordChangeGrants,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const now = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis))

      const grant = Effect.fn("PasswordChangeGrants.grant")(function* (
        sessionToken: string,
        userNum: number,
      ) {
        const createdAt = yield* now
        const expiresAt = new Date(createdAt.getTime() + Duration.toMillis(passwordChangeGrantLifetime))
        yield* sql`
          INSERT INTO password_resets (token_hash, user_num, created_at, expires_at)
          VALUES (${grantKey(sessionToken)}, ${userNum}, ${createdAt}, ${expiresAt})
          ON CONFLICT (token_hash) DO UPDATE
          SET created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at, used_at = NULL`
      }, Effect.orDie)

      const claim = Effect.fn("PasswordChangeGrants.claim")(function* (
        sessionToken: string,
        userNum: number,
      ) {
        const usedAt = yield* now
        const claimed = yield* sql`
          UPDATE password_resets SET used_at = ${usedAt}
          WHERE token_hash = ${grantKey(sessionToken)} AND user_num = ${userNum}
            AND used_at IS NULL AND expires_at > ${usedAt}
          RETURNING user_num`
        return claimed.length > 0
      }, Effect.orDie)

      return PasswordChangeGrants.of({ grant, claim })
    }),
  )
}
