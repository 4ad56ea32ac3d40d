import { assert, layer } from "@effect/vitest"
import { contractEndpoints } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { demoPlayer, demoStaff } from "../src/seed/accounts.ts"
import { demoCoupons } from "../src/seed/coupons.ts"
import {
  type Audience,
  type FuzzRequest,
  fuzzPlan,
  type KnownValues,
} from "./support/contractFuzz/fuzzPlan.ts"
import { freshIp, sessionFor } from "./support/economy.ts"
import { TestServer, testServer } from "./support/server.ts"

/**
 * Every endpoint of the contract, read from the contract itself, gets its valid request and then
 * that request spoiled one field at a time (text no database holds, huge and negative numbers,
 * NaN as text, very long text, wrong types, missing fields, deep nesting) and whole bodies that are
 * not what it takes; sent as whoever gets past the endpoint's access check, and the valid request
 * also as those who do not. Client input never answers 5xx: a refusal is a 4xx saying why.
 * The seed fixes every sampled value, so a failure repeats run after run.
 */
const seed = "gatehouse-contract-fuzz-1"

/** A 1×1 PNG, so an upload reaches the code that stores it. */
const tinyPng = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="

/** The demo player and what the demo data holds, so the requests reach past "not found". */
const knownValues = (playerNum: number): KnownValues => ({
  user: demoPlayer.userId,
  UserID: demoPlayer.userId,
  UserNum: playerNum,
  amount: "150",
  CouponCode: demoCoupons[0]?.code,
  fileName: "banner.png",
  data: tinyPng,
  category: "account",
})

const userNumOf = (userId: string) =>
  Effect.flatMap(Effect.service(SqlClient.SqlClient), (sql) =>
    Effect.map(sql<{ user_num: number }>`SELECT user_num FROM users WHERE user_id = ${userId}`, ([row]) =>
      Number(row?.user_num),
    ),
  ).pipe(Effect.orDie)

/** A session of its own for each endpoint, so a logout or a block in one never stops the next. */
const tokenFor = (audience: Audience) =>
  audience === "guest"
    ? Effect.succeed(undefined)
    : Effect.flatMap(userNumOf(audience === "staff" ? demoStaff.userId : demoPlayer.userId), sessionFor)

const send = (request: FuzzRequest, token: string | undefined) =>
  Effect.flatMap(Effect.service(TestServer), (server) =>
    server.send(request.target, {
      method: request.method,
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": freshIp(),
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
      body: request.body,
    }),
  )

/** Whoever may not pass the endpoint's access check. */
const outsidersOf = (audience: Audience): ReadonlyArray<Audience> =>
  audience === "staff" ? ["guest", "player"] : audience === "player" ? ["guest"] : []

/**
 * Sends every request of the audience's endpoints and answers each distinct server error (one per
 * endpoint and change) with the request that caused it.
 */
const serverErrorsFor = (audience: Audience) =>
  Effect.gen(function* () {
    const playerNum = yield* userNumOf(demoPlayer.userId)
    const plan = (yield* fuzzPlan(seed, knownValues(playerNum))).filter(
      (request) => request.audience === audience,
    )
    const errors = new Map<string, string>()
    let endpoint = ""
    let token: string | undefined
    for (const request of plan) {
      const asOutsiders = request.endpoint !== endpoint
      if (asOutsiders) {
        endpoint = request.endpoint
        token = yield* tokenFor(audience)
      }
      const senders = asOutsiders
        ? [
            { as: audience, token },
            ...(yield* Effect.forEach(outsidersOf(audience), (as) =>
              Effect.map(tokenFor(as), (outsider) => ({ as, token: outsider })),
            )),
          ]
        : [{ as: audience, token }]
      for (const sender of senders) {
        const response = yield* send(request, sender.token)
        if (response.status >= 500) {
          errors.set(
            `${request.endpoint} ${request.change}${sender.as === audience ? "" : ` as ${sender.as}`}`,
            `${request.method} ${request.target} ${request.body?.slice(0, 200) ?? ""} → ${response.status} ${response.text.slice(0, 200)}`,
          )
        }
      }
    }
    return [...errors].map(([what, request]) => `${what}\n    ${request}`)
  })

layer(testServer(), { timeout: 180_000 })("every contract endpoint under hostile input", (it) => {
  it.effect("the requests reach every endpoint of the contract, each field spoiled several ways", () =>
    Effect.gen(function* () {
      const plan = yield* fuzzPlan(seed, knownValues(yield* userNumOf(demoPlayer.userId)))
      const reached = new Set(plan.map((request) => request.endpoint))
      assert.deepStrictEqual(
        [...reached].sort(),
        contractEndpoints.map((endpoint) => `${endpoint.group}.${endpoint.name}`).sort(),
      )
      assert.isAbove(plan.length, 10 * reached.size)
    }),
  )

  for (const audience of ["guest", "player", "staff"] as const) {
    it.effect(`${audience} endpoints answer no 5xx`, () =>
      Effect.gen(function* () {
        const serverErrors = yield* serverErrorsFor(audience)
        assert.deepStrictEqual(serverErrors, [], `${serverErrors.length} distinct server errors`)
      }),
    )
  }
})
