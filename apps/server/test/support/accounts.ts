import type { SignedInResponse } from "@gatehouse/api-client"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { RawResponse } from "./http.ts"
import { TestServer } from "./server.ts"

let nextAddress = 0

/**
 * A client address no other request of the file used. The test server trusts one proxy, so the
 * address is sent as X-Forwarded-For; per-address limits then only meet the tests that aim at them.
 */
export const freshAddress = () => {
  nextAddress += 1
  return `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`
}

export interface CallOptions {
  readonly body?: unknown
  readonly token?: string
  /** The client address; a fresh one when absent. */
  readonly ip?: string
  /** More request headers (the visitor's languages, say). */
  readonly headers?: Readonly<Record<string, string>>
}

/** A JSON call to the API as the portal makes it. */
export const call = (method: "GET" | "POST", path: string, options: CallOptions = {}) =>
  Effect.flatMap(Effect.service(TestServer), (server) =>
    server.send(`/api${path}`, {
      method,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      headers: {
        "content-type": "application/json",
        "x-requested-with": "XMLHttpRequest",
        "x-forwarded-for": options.ip ?? freshAddress(),
        ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
        ...options.headers,
      },
    }),
  )

export const post = (path: string, options: CallOptions = {}) => call("POST", path, options)

/** Logs in and returns the answer's `data` (user, token, message, status); fails the test otherwise. */
export const login = (UserID: string, UserPass: string) =>
  Effect.flatMap(post("/processlogin", { body: { UserID, UserPass } }), (response: RawResponse) =>
    response.status === 200
      ? Effect.succeed(response.json().data as SignedInResponse["data"])
      : Effect.die(new Error(`login of ${UserID} answered ${response.status}: ${response.text}`)),
  )

/** The account's stored row, to prove what a call changed or left alone. */
export const userRow = (userId: string) =>
  Effect.flatMap(Effect.service(SqlClient.SqlClient), (sql) =>
    Effect.map(
      sql<Record<string, unknown>>`SELECT * FROM users WHERE lower(user_id) = lower(${userId})`,
      (rows) => rows[0],
    ),
  ).pipe(Effect.orDie)

export const countRows = (table: string) =>
  Effect.flatMap(Effect.service(SqlClient.SqlClient), (sql) =>
    Effect.map(sql<{ count: string }>`SELECT count(*)::text AS count FROM ${sql(table)}`, ([row]) =>
      Number(row?.count ?? 0),
    ),
  ).pipe(Effect.orDie)

/** Lets every rate-limit window in the database run out, as time passing would. */
export const expireRateWindows = Effect.flatMap(
  Effect.service(SqlClient.SqlClient),
  (sql) => sql`UPDATE rate_limit_counters SET window_start = window_start - interval '1 day'`,
).pipe(Effect.orDie)

/** A registration the server accepts; override fields to test one rule at a time. */
export const registration = (overrides: Record<string, unknown> = {}) => ({
  userId: "newplayer",
  userFirstName: "Ana",
  userLastName: "Reyes",
  userPassword: "Secret#123",
  userPasswordConfirm: "Secret#123",
  userEmail: "ana.reyes@example.com",
  secretQuestion: 2,
  secretAnswer: "Cebu City",
  gender: "Female",
  country: "Philippines",
  agreeTerms: true,
  ...overrides,
})

/** A registration with every field wrong or missing: every field's rule answers at once. */
export const everyFieldWrong = registration({
  userId: " ",
  userPassword: "",
  userPasswordConfirm: "",
  userEmail: "",
  secretQuestion: 0,
  secretAnswer: "",
  gender: "",
  country: "Atlantis",
  agreeTerms: false,
})

/**
 * New players of one test file alone (`<prefix>1`, `<prefix>2`…), registered through the API, so
 * no other test's guesses count against them.
 */
export const playersNamed = (prefix: string) => {
  let made = 0
  return Effect.gen(function* () {
    made += 1
    const userId = `${prefix}${made}`
    const password = "Steady#2025"
    const response = yield* post("/register", {
      body: registration({
        userId,
        userEmail: `${userId}@example.com`,
        userPassword: password,
        userPasswordConfirm: password,
      }),
    })
    if (response.status !== 200)
      return yield* Effect.die(new Error(`registering ${userId}: ${response.text}`))
    return { userId, password }
  })
}

/** A login sent from the client address `ip`. */
export const loginFrom = (ip: string, UserID: string, UserPass: string) =>
  post("/processlogin", { ip, body: { UserID, UserPass } })
