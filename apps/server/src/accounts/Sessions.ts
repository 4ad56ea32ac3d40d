import { Clock, Context, Duration, Effect, Layer, Option, Schema } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { hashToken, newToken } from "../security/tokens.ts"

/** Who a valid bearer token belongs to, as the contract's CurrentUser names it. */
export interface SessionUser {
  readonly UserNum: number
  readonly UserID: string
  readonly UserType: number
}

/** A live session's user, named as the contract names them, with when the session was last used. */
const SessionRow = Schema.Struct({
  UserNum: Schema.Finite,
  UserID: Schema.String,
  UserType: Schema.Finite,
  last_seen_at: Schema.Date,
})

/**
 * ASVS 3.3.1 and 3.3.2 at level 2: a session ends after 30 minutes without a call and 12 hours
 * after login, whichever comes first. The portal calls the server on every page a player opens, so
 * a player reading the site is never signed out mid-visit; a phone left on a table is.
 */
export const sessionIdleTimeout = Duration.minutes(30)
export const sessionLifetime = Duration.hours(12)

/**
 * A session's last use is written at most this often, so a page of parallel calls costs one write
 * and not one each; the idle timeout is therefore honoured to within this much.
 */
const lastSeenResolution = Duration.minutes(1)

/**
 * Bearer-token sessions, stored hashed with an absolute expiry and the time of their last use;
 * revoked ones stay as a record.
 */
export class Sessions extends Context.Service<
  Sessions,
  {
    /** A new session for the player; returns the token to hand to the client, once. */
    readonly issue: (
      userNum: number,
      client?: { readonly ip?: string; readonly userAgent?: string },
    ) => Effect.Effect<string>
    /** The session's user, unless the token is unknown, expired, idle too long, revoked or its login blocked; marks it used. */
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
          last_seen_at: createdAt,
          expires_at: new Date(createdAt.getTime() + Duration.toMillis(sessionLifetime)),
          ip_address: client?.ip ?? null,
          user_agent: client?.userAgent ?? null,
        })}`
        return token
      }, Effect.orDie)

      const findLiveSession = SqlSchema.findOneOption({
        Request: Schema.Struct({ tokenHash: Schema.String, at: Schema.Date, idleSince: Schema.Date }),
        Result: SessionRow,
        execute: ({ tokenHash, at, idleSince }) => sql`
          SELECT u.user_num AS "UserNum", u.user_id AS "UserID", u.user_type AS "UserType", s.last_seen_at
          FROM sessions s JOIN users u ON u.user_num = s.user_num
          WHERE s.token_hash = ${tokenHash} AND s.revoked_at IS NULL AND s.expires_at > ${at}
            AND s.last_seen_at > ${idleSince} AND u.login_blocked_at IS NULL`,
      })

      const authenticate = Effect.fn("Sessions.authenticate")(function* (token: string) {
        const at = yield* now
        const tokenHash = hashToken(token)
        const idleSince = new Date(at.getTime() - Duration.toMillis(sessionIdleTimeout))
        const found = yield* findLiveSession({ tokenHash, at, idleSince })
        if (Option.isNone(found)) return Option.none()
        const { last_seen_at: lastSeenAt, ...user } = found.value
        if (at.getTime() - lastSeenAt.getTime() >= Duration.toMillis(lastSeenResolution)) {
          yield* sql`UPDATE sessions SET last_seen_at = ${at} WHERE token_hash = ${tokenHash}`
        }
        return Option.some<SessionUser>(user)
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
