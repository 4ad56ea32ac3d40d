import { Clock, Context, Duration, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql"
import { hashToken, newToken } from "../security/tokens.ts"

/** Who a valid bearer token belongs to, as the contract's CurrentUser names it. */
export interface SessionUser {
  readonly UserNum: number
  readonly UserID: string
  readonly UserType: number
}

/** How long a session lasts after login. */
export const sessionLifetime = Duration.days(7)

/** Bearer-token sessions, stored hashed with an expiry; revoked ones stay as a record. */
export class Sessions extends Context.Service<
  Sessions,
  {
    /** A new session for the player; returns the token to hand to the client, once. */
    readonly issue: (
      userNum: number,
      client?: { readonly ip?: string; readonly userAgent?: string },
    ) => Effect.Effect<string>
    /** The session's user, unless the token is unknown, expired or revoked. */
    readonly authenticate: (token: string) => Effect.Effect<Option.Option<SessionUser>>
    readonly revoke: (token: string) => Effect.Effect<void>
    /** Ends every session of the player (after a password change or reset), except `keep`. */
    readonly revokeAllOf: (userNum: number, keep?: string) => Effect.Effect<void>
  }
>()("gatehouse/server/Sessions") {
  static readonly layer = Layer.effect(
    Sessions,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const now = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis))

      const issue = Effect.fn("Sessions.issue")(function* (
        userNum: number,
        client?: { readonly ip?: string; readonly userAgent?: string },
      ) {
        const token = newToken()
        const createdAt = yield* now
        yield* sql`INSERT INTO sessions ${sql.insert({
          token_hash: hashToken(token),
          user_num: userNum,
          created_at: createdAt,
          expires_at: new Date(createdAt.getTime() + Duration.toMillis(sessionLifetime)),
          ip_address: client?.ip ?? null,
          user_agent: client?.userAgent ?? null,
        })}`
        return token
      }, Effect.orDie)

      const authenticate = Effect.fn("Sessions.authenticate")(function* (token: string) {
        const rows = yield* sql<SessionUser>`
          SELECT u.user_num AS "UserNum", u.user_id AS "UserID", u.user_type AS "UserType"
          FROM sessions s JOIN users u ON u.user_num = s.user_num
          WHERE s.token_hash = ${hashToken(token)} AND s.revoked_at IS NULL AND s.expires_at > ${yield* now}`
        return Option.fromNullishOr(rows[0])
      }, Effect.orDie)

      const revoke = Effect.fn("Sessions.revoke")(function* (token: string) {
        yield* sql`
          UPDATE sessions SET revoked_at = ${yield* now}
          WHERE token_hash = ${hashToken(token)} AND revoked_at IS NULL`
      }, Effect.orDie)

      const revokeAllOf = Effect.fn("Sessions.revokeAllOf")(function* (userNum: number, keep?: string) {
        const kept = keep === undefined ? "" : hashToken(keep)
        yield* sql`
          UPDATE sessions SET revoked_at = ${yield* now}
          WHERE user_num = ${userNum} AND revoked_at IS NULL AND token_hash <> ${kept}`
      }, Effect.orDie)

      return Sessions.of({
        issue,
        authenticate,
        revoke,
        revokeAllOf,
      })
    }),
  )
}
