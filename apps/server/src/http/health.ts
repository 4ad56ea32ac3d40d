import { Duration, Effect, Layer } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { SqlClient } from "effect/sql"

/** Where reverse proxies, load balancers and orchestrators ask whether this instance can serve. */
export const healthPath = "/api/health"

/**
 * How long the database may take to answer `SELECT 1`. Short, so a health check gets its answer well
 * before a proxy's own timeout and marks a stuck instance as down instead of waiting on it.
 */
export const databaseCheckTimeout = Duration.seconds(2)

export const healthyBody = { status: "ok", database: "ok" } as const
export const unhealthyBody = { status: "unavailable", database: "unreachable" } as const

// A health answer describes this moment; a cached one would hide an outage or a recovery.
const headers = { "cache-control": "no-store" }

/**
 * Whether the database answers a trivial query within the bound; never fails. A failed check is
 * logged with its cause: an orchestrator that takes the instance out has the reason in the log.
 */
const databaseAnswers = (sql: SqlClient.SqlClient, timeout: Duration.Input) =>
  sql`SELECT 1`.pipe(
    Effect.timeout(timeout),
    Effect.as(true),
    Effect.catchCause((cause) =>
      Effect.as(Effect.logError("Health check failed: the database did not answer", cause), false),
    ),
    Effect.withSpan("Health.database"),
  )

/**
 * `GET /api/health`: 200 `{"status":"ok","database":"ok"}` when the database answers, else 503
 * `{"status":"unavailable","database":"unreachable"}`. An operations route beside the contract, not a
 * call of it: the portal never uses it. Register it before the `/api/*` catch-all.
 */
export const healthRoute = (options: { readonly timeout?: Duration.Input } = {}) =>
  Layer.unwrap(
    Effect.map(Effect.service(SqlClient.SqlClient), (sql) =>
      HttpRouter.add(
        "GET",
        healthPath,
        Effect.map(databaseAnswers(sql, options.timeout ?? databaseCheckTimeout), (answers) =>
          answers
            ? HttpServerResponse.jsonUnsafe(healthyBody, { status: 200, headers })
            : HttpServerResponse.jsonUnsafe(unhealthyBody, { status: 503, headers }),
        ),
      ),
    ),
  )
