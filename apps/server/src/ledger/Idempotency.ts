import { createHash } from "node:crypto"
import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient, SqlError } from "effect/sql"
import { decodeRows } from "../database/rows.ts"
import { StateConflict } from "../refusals.ts"

/** The longest key the tables keep (`idempotency_keys`, `game_operations`: varchar(100)). */
const keyColumnLength = 100

/**
 * A key made from longer text (a player's key behind a prefix, a cart's row numbers), kept within
 * the tables' 100 characters: its start, then a hash of the whole, so the same text is the same key.
 */
export const boundedKey = (text: string) =>
  text.length <= keyColumnLength
    ? text
    : `${text.slice(0, keyColumnLength - 44)}~${createHash("sha256").update(text).digest("base64url")}`

/** What a reused key answers when it came with a different request. */
export const keyReusedMessage = "This Idempotency-Key was already used for a different request."

/**
 * Runs a money-moving request in one transaction, at most once per Idempotency-Key and player.
 * The key is claimed first, in the same transaction: a second request with the key waits until the
 * first commits and then answers what the first answered, without running again. When the first
 * fails, its claim rolls back with it, so the retry really runs. Without a key the request simply
 * runs in its transaction.
 */
export class Idempotency extends Context.Service<
  Idempotency,
  {
    readonly once: <A, E, R>(options: {
      readonly userNum: number
      readonly key: string | undefined
      /** The request in words (`buyItem 12`): a key reused with another request is refused. */
      readonly request: string
      /** The answer's schema: the answer is stored as its JSON, and a retry's answer decoded from it. */
      readonly answer: Schema.Codec<A, unknown>
      readonly run: Effect.Effect<A, E, R>
    }) => Effect.Effect<A, E | StateConflict, R>
  }
>()("gatehouse/server/Idempotency") {
  static readonly layer = Layer.effect(
    Idempotency,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      // Retries come within minutes; a day later a key is forgotten, so the table stays small.
      const forgetOldKeys = (userNum: number) =>
        sql`DELETE FROM idempotency_keys WHERE user_num = ${userNum} AND created_at < now() - interval '1 day'`

      const claim = (userNum: number, key: string, request: string) =>
        sql`
          INSERT INTO idempotency_keys (user_num, idempotency_key, request, response)
          VALUES (${userNum}, ${key}, ${request}, '')
          ON CONFLICT DO NOTHING
          RETURNING true AS claimed`.pipe(Effect.map((rows) => rows.length > 0))

      const earlier = (userNum: number, key: string) =>
        decodeRows(
          Schema.Struct({ request: Schema.String, response: Schema.String }),
          sql`
          SELECT request, response FROM idempotency_keys
          WHERE user_num = ${userNum} AND idempotency_key = ${key}`,
        ).pipe(Effect.map((rows) => rows[0]))

      const once = <A, E, R>(options: {
        readonly userNum: number
        readonly key: string | undefined
        readonly request: string
        readonly answer: Schema.Codec<A, unknown>
        readonly run: Effect.Effect<A, E, R>
      }): Effect.Effect<A, E | StateConflict, R> => {
        const { userNum, key, request, run } = options
        if (key === undefined) return sql.withTransaction(run).pipe(orDieOnSql)
        const stored = Schema.fromJsonString(options.answer)
        return sql
          .withTransaction(
            Effect.gen(function* () {
              yield* Effect.orDie(forgetOldKeys(userNum))
              if (!(yield* Effect.orDie(claim(userNum, key, request)))) {
                const previous = yield* Effect.orDie(earlier(userNum, key))
                if (previous === undefined || previous.request !== request) {
                  return yield* new StateConflict({ message: keyReusedMessage })
                }
                // Written below from the first answer with the same schema: a mismatch is a defect.
                return yield* Effect.orDie(Schema.decodeUnknownEffect(stored)(previous.response))
              }
              const answer = yield* run
              const response = yield* Effect.orDie(Schema.encodeEffect(stored)(answer))
              yield* Effect.orDie(sql`
                UPDATE idempotency_keys SET response = ${response}
                WHERE user_num = ${userNum} AND idempotency_key = ${key}`)
              return answer
            }),
          )
          .pipe(orDieOnSql)
      }

      return Idempotency.of({ once })
    }),
  )
}

/** A failure to begin or commit the transaction is the database's fault, not the player's. */
const orDieOnSql = <A, E, R>(effect: Effect.Effect<A, E | SqlError.SqlError, R>): Effect.Effect<A, E, R> =>
  Effect.catchIf(
    effect,
    (error): error is SqlError.SqlError => SqlError.isSqlError(error),
    (error) => Effect.die(error),
  ) as Effect.Effect<A, E, R>
