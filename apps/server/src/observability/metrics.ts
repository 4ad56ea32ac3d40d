import { Metric } from "effect"

/**
 * Every metric the server records, in one place so the names operators chart are easy to find.
 * Effect keeps them in its metric registry; the Prometheus endpoint and the OTLP exporter read
 * them from there, and when neither is configured they cost a few counters in memory.
 */

/**
 * The metric with these attributes, made once per combination: making it anew for every request
 * (hashing its key each time) was a measurable share of a cached read's cost. The attribute values
 * come from small fixed sets (methods, route families, status classes), so the map stays small.
 */
export const attributed = <Input, State>(metric: Metric.Metric<Input, State>) => {
  const made = new Map<string, Metric.Metric<Input, State>>()
  return (attributes: Readonly<Record<string, string>>): Metric.Metric<Input, State> => {
    const key = Object.values(attributes).join("\u0000")
    let found = made.get(key)
    if (found === undefined) {
      found = Metric.withAttributes(metric, attributes)
      made.set(key, found)
    }
    return found
  }
}

/** Answered requests by method, route family (`/api/buyitem`, `/media`, `portal`) and status class. */
export const httpRequests = Metric.counter("gatehouse_http_requests_total", {
  description: "HTTP requests answered, by method, route and status class",
})

/** Seconds from the request's arrival to its answer, by method and route family. */
export const httpRequestDuration = Metric.histogram("gatehouse_http_request_duration_seconds", {
  description: "Time to answer an HTTP request, in seconds",
  boundaries: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
})

/**
 * Requests answered 503, by reason: a lock, a statement or the request deadline timed out, the
 * database was out of reach, or the password hashing line was full.
 */
export const busyAnswers = Metric.counter("gatehouse_http_busy_answers_total", {
  description:
    "Requests answered 503 because a lock, a statement or the deadline timed out, the database was out of reach or the hashing line was full",
})

/** Purchase rows whose charge committed, by currency (a cart of three items counts three). */
export const purchases = Metric.counter("gatehouse_purchases_total", {
  description: "Items bought, counted when the charge commits",
})

/** Coupon codes redeemed, by the currency they credit, counted when the credit commits. */
export const couponRedemptions = Metric.counter("gatehouse_coupon_redemptions_total", {
  description: "Coupon codes redeemed, by the currency they credit, counted when the credit commits",
})

/**
 * Logins by outcome: `ok` (a session was issued), `refused` (a wrong user ID, password or code, a
 * blocked or banned account), `second_step` (the password was right and an authenticator code is
 * asked), `throttled` (too many wrong guesses lately).
 */
export const logins = Metric.counter("gatehouse_logins_total", {
  description: "Login attempts, by outcome",
})

/** Accounts made, by source: `portal` (the register page) or `game` (a game account's first login). */
export const registrations = Metric.counter("gatehouse_registrations_total", {
  description: "Accounts made, counted when their transaction commits",
})

/**
 * Top-ups that ended unpaid, by gateway and reason: `checkout` (the gateway would not start one),
 * `failed` or `expired` (as the gateway reported it).
 */
export const failedPayments = Metric.counter("gatehouse_payments_failed_total", {
  description: "Gateway top-ups that ended unpaid, by provider and reason",
})

/** The game's databases did not answer, by database (`RanUser`,
 * `RanGame1`, `RanShop`): a player or staff member was told the game cannot be reached. */
export const gameLinkUnavailable = Metric.counter("gatehouse_game_link_unavailable_total", {
  description: "Calls the game's databases did not answer, by database",
})

/** Transactions holding a pooled connection right now. */
export const databaseTransactionsActive = Metric.gauge("gatehouse_db_transactions_active", {
  description: "Database transactions holding a pooled connection",
})

/** Transactions waiting for their turn (the transaction share of the pool is taken). */
export const databaseTransactionsWaiting = Metric.gauge("gatehouse_db_transactions_waiting", {
  description: "Database transactions waiting for a connection of their share of the pool",
})

/** The connections the pool may open, so the two gauges above can be read against it. */
export const databasePoolSize = Metric.gauge("gatehouse_db_pool_size", {
  description: "Connections the database pool may open",
})
