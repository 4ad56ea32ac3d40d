import { tmpdir } from "node:os"
import * as path from "node:path"
import { assert, describe, layer } from "@effect/vitest"
import { voteRefusals } from "@gatehouse/domain"
import { Context, Effect, Layer, Scope } from "effect"
import { SqlClient } from "effect/sql"
import { TestClock } from "effect/testing"
import { defaultLimits, defaultObservability, type ServerSettings } from "../src/config.ts"
import { publicUrl, serverLayer } from "../src/server.ts"
import { call } from "./support/accounts.ts"
import { statusCounts, together } from "./support/concurrency.ts"
import { testDatabaseSettings } from "./support/database.ts"
import { api, balancesOf, ledgerMismatches, newPlayer } from "./support/economy.ts"
import { send } from "./support/http.ts"
import { TestServer } from "./support/server.ts"
import { latestAudit, staffTokens } from "./support/staff.ts"

/** The portal's addresses: this instance's, and on PostgreSQL a second instance's on the same database. */
class Instances extends Context.Service<Instances, { readonly urls: ReadonlyArray<string> }>()(
  "test/Instances",
) {}

const server = Layer.unwrap(
  Effect.gen(function* () {
    const settings: ServerSettings = {
      port: 0,
      database: yield* testDatabaseSettings,
      seedDemo: true,
      portalDir: path.join(tmpdir(), "gatehouse-no-portal"),
      // The postbacks' source addresses are the X-Forwarded-For the test sends, as behind one proxy.
      trustedProxies: 1,
      observability: { ...defaultObservability, logLevel: "warning" },
      limits: defaultLimits,
    }
    const others: Array<string> = []
    if (settings.database._tag === "External") {
      const second = yield* Layer.buildWithMemoMap(
        serverLayer(settings),
        yield* Layer.makeMemoMap,
        yield* Scope.Scope,
      )
      others.push(yield* Effect.provideContext(publicUrl, second))
    }
    const first = Effect.map(publicUrl, (url) =>
      TestServer.of({
        url,
        portalDir: settings.portalDir,
        database: settings.database,
        send: (target, init) => Effect.promise(() => send(url, target, init)),
      }),
    )
    return Layer.mergeAll(
      Layer.effect(TestServer, first),
      Layer.effect(
        Instances,
        Effect.map(publicUrl, (url) => ({ urls: [url, ...others] })),
      ),
    ).pipe(Layer.provideMerge(serverLayer(settings)))
  }),
)

/** GTop100's own address and TopG's monitor, as the sites' settings in these tests list them. */
const topgMonitor = "192.0.2.10"
const gtopSecret = "gtop-pingback-key"

let sites = 0
/** A toplist as an administrator would keep it; returns its id. */
const toplist = (
  kind: "gtop100" | "topg",
  fields: { reward?: string; cooldown?: number; rewardsOn?: boolean } = {},
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    sites += 1
    const [row] = yield* sql<{ id: number }>`
      INSERT INTO toplists (name, kind, vote_address, secret, addresses, cooldown_hours, reward, rewards_on, sort_order)
      VALUES (${`${kind} ${sites}`}, ${kind}, ${"https://example.org/vote?u={player}"},
              ${kind === "gtop100" ? gtopSecret : ""}, ${kind === "topg" ? topgMonitor : ""},
              ${fields.cooldown ?? 12}, ${fields.reward ?? "25.00"}, ${fields.rewardsOn ?? true}, ${sites})
      RETURNING id`
    return row?.id ?? 0
  }).pipe(Effect.orDie)

/** A new player's user ID, with their account. */
const voter = Effect.gen(function* () {
  const player = yield* newPlayer()
  const sql = yield* SqlClient.SqlClient
  const [row] = yield* Effect.orDie(
    sql<{ user_id: string }>`SELECT user_id FROM users WHERE user_num = ${player.userNum}`,
  )
  return { ...player, userId: row?.user_id ?? "" }
})

/** GTop100's JSON postback, from its servers: `success` 0 is a counted vote. */
const gtopPostback = (
  id: number,
  player: string,
  options: { secret?: string; ip?: string; success?: string; base?: string } = {},
) =>
  Effect.gen(function* () {
    const target = yield* TestServer
    const body = JSON.stringify({
      siteid: "4242",
      pingbackkey: options.secret ?? gtopSecret,
      Common: [
        [
          { ip: options.ip ?? "203.0.113.50" },
          { success: options.success ?? "0" },
          { reason: "" },
          { pb_name: player },
        ],
      ],
    })
    return yield* Effect.promise(() =>
      send(options.base ?? target.url, `/api/votes/postback/${id}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.77" },
        body,
      }),
    )
  })

/** TopG's GET postback, from the address it comes from. */
const topgPostback = (id: number, player: string, from: string, voterIp = "203.0.113.60") =>
  Effect.flatMap(TestServer, (target) =>
    target.send(`/api/votes/postback/${id}?p_resp=${player}&ip=${voterIp}`, {
      headers: { "x-forwarded-for": from },
    }),
  )

const votesOf = (id: number) =>
  Effect.flatMap(Effect.service(SqlClient.SqlClient), (sql) =>
    Effect.orDie(sql<{ state: string; reason: string | null; reward: string }>`
      SELECT state, reason, reward::text AS reward FROM votes WHERE toplist_id = ${id}
      ORDER BY received_at, state, reason`),
  )

const voteLedger = (userNum: number) =>
  Effect.flatMap(Effect.service(SqlClient.SqlClient), (sql) =>
    Effect.orDie(sql<{ currency: string; delta: string }>`
      SELECT currency, delta::text AS delta FROM balance_ledger WHERE user_num = ${userNum} AND reason = 'vote'`),
  )

describe("vote rewards", () => {
  layer(server, { timeout: 120_000 })((it) => {
    it.effect("a verified GTop100 postback rewards once; the same vote again is kept as refused", () =>
      Effect.gen(function* () {
        const id = yield* toplist("gtop100")
        const player = yield* voter
        const first = yield* gtopPostback(id, player.userId)
        assert.strictEqual(first.status, 200, first.text)
        assert.strictEqual(first.text, "OK")
        const again = yield* gtopPostback(id, player.userId)
        assert.strictEqual(again.status, 200)

        assert.deepStrictEqual(yield* votesOf(id), [
          { state: "counted", reason: null, reward: "25.00" },
          { state: "refused", reason: "cooldown", reward: "0.00" },
        ])
        assert.deepStrictEqual(yield* voteLedger(player.userNum), [{ currency: "milleage", delta: "25.00" }])
        assert.strictEqual((yield* balancesOf(player.userNum)).milleage, "25.00")
        assert.deepStrictEqual(yield* ledgerMismatches, [])

        const page = yield* api("GET", "/votes", { token: player.token })
        const site = (
          page.json() as { sites: Array<{ id: number; voteUrl: string; nextVoteAt: string | null }> }
        ).sites.find((each) => each.id === id)
        assert.strictEqual(site?.voteUrl, `https://example.org/vote?u=${player.userId}`)
        assert.isNotNull(site?.nextVoteAt)
      }),
    )

    it.effect(
      "a wrong secret, a wrong source address, an uncounted vote and an unknown player change nothing and are kept",
      () =>
        Effect.gen(function* () {
          const gtop = yield* toplist("gtop100")
          const topg = yield* toplist("topg")
          const player = yield* voter
          yield* gtopPostback(gtop, player.userId, { secret: "guessed" })
          yield* gtopPostback(gtop, player.userId, { success: "1" })
          yield* gtopPostback(gtop, "nobodyhere")
          yield* topgPostback(topg, player.userId, "198.51.100.99")

          assert.deepStrictEqual(
            (yield* votesOf(gtop)).map((vote) => vote.reason),
            ["notCounted", "unknownPlayer", "wrongSecret"],
          )
          assert.deepStrictEqual(
            (yield* votesOf(topg)).map((vote) => vote.reason),
            ["wrongAddress"],
          )
          assert.deepStrictEqual(yield* voteLedger(player.userNum), [])
          assert.strictEqual((yield* balancesOf(player.userNum)).milleage, "0.00")

          const { administrator } = yield* staffTokens
          const report = yield* call("GET", "/staff/votes/report", { token: administrator })
          assert.strictEqual(report.status, 200)
          const refused = (report.json() as { refused: Array<{ toplistName: string; reason: string }> })
            .refused
          assert.includeDeepMembers(
            refused.map((row) => row.reason),
            [
              voteRefusals.wrongSecret,
              voteRefusals.wrongAddress,
              voteRefusals.notCounted,
              voteRefusals.unknownPlayer,
            ],
          )
        }),
    )

    it.effect(
      "TopG's postback from its own address rewards; a second account from the same voter's address does not",
      () =>
        Effect.gen(function* () {
          const id = yield* toplist("topg", { reward: "10.00" })
          const first = yield* voter
          const second = yield* voter
          assert.strictEqual((yield* topgPostback(id, first.userId, topgMonitor)).status, 200)
          yield* topgPostback(id, second.userId, topgMonitor)
          assert.deepStrictEqual(
            (yield* votesOf(id)).map((vote) => [vote.state, vote.reason]),
            [
              ["counted", null],
              ["refused", "addressCooldown"],
            ],
          )
          assert.strictEqual((yield* balancesOf(first.userNum)).milleage, "10.00")
          assert.strictEqual((yield* balancesOf(second.userNum)).milleage, "0.00")
        }),
    )

    it.effect("twenty postbacks of one vote at once, across the instances, reward once", () =>
      Effect.gen(function* () {
        const id = yield* toplist("gtop100")
        const player = yield* voter
        const { urls } = yield* Instances
        const answers = yield* together(
          Array.from({ length: 20 }, (_, index) =>
            gtopPostback(id, player.userId, { base: urls[index % urls.length] }),
          ),
        )
        assert.deepStrictEqual(statusCounts(answers.map((answer) => answer.status)), { 200: 20 })
        const votes = yield* votesOf(id)
        assert.strictEqual(votes.filter((vote) => vote.state === "counted").length, 1)
        assert.strictEqual(votes.filter((vote) => vote.reason === "cooldown").length, 19)
        assert.deepStrictEqual(yield* voteLedger(player.userNum), [{ currency: "milleage", delta: "25.00" }])
        assert.deepStrictEqual(yield* ledgerMismatches, [])
      }),
    )

    it.effect(
      "after the cooldown the next vote rewards again; with rewards off a vote is recorded without one",
      () =>
        Effect.gen(function* () {
          const rewarded = yield* toplist("gtop100", { cooldown: 12 })
          const unrewarded = yield* toplist("gtop100", { rewardsOn: false })
          const player = yield* voter
          yield* gtopPostback(rewarded, player.userId)
          yield* TestClock.adjust("12 hours")
          yield* gtopPostback(rewarded, player.userId)
          yield* gtopPostback(unrewarded, player.userId)
          assert.deepStrictEqual(
            (yield* votesOf(rewarded)).map((vote) => vote.state),
            ["counted", "counted"],
          )
          assert.deepStrictEqual(yield* votesOf(unrewarded), [
            { state: "counted", reason: "rewardsOff", reward: "0.00" },
          ])
          assert.strictEqual((yield* balancesOf(player.userNum)).milleage, "50.00")
          assert.deepStrictEqual(yield* ledgerMismatches, [])
        }),
    )

    it.effect(
      "administrators add a toplist (audited, its secret never answered); a vote address without {player} is refused",
      () =>
        Effect.gen(function* () {
          const { administrator, editor } = yield* staffTokens
          const fields = {
            name: "GTop100 (ours)",
            kind: "gtop100",
            voteAddress: "https://gtop100.com/vote?pingUsername={player}",
            secret: "s3cret",
            addresses: [],
            cooldownHours: 12,
            reward: 15,
            rewardsOn: true,
            enabled: true,
            sortOrder: 1,
          }
          const refused = yield* call("POST", "/staff/toplists/create", {
            token: administrator,
            body: { ...fields, voteAddress: "https://gtop100.com/vote" },
          })
          assert.strictEqual(refused.status, 422, refused.text)
          assert.isDefined((refused.json() as { errors: Record<string, unknown> }).errors.voteAddress)
          const byEditor = yield* call("POST", "/staff/toplists/create", { token: editor, body: fields })
          assert.strictEqual(byEditor.status, 403)

          const created = yield* call("POST", "/staff/toplists/create", {
            token: administrator,
            body: fields,
          })
          assert.strictEqual(created.status, 200, created.text)
          const toplistAnswer = (created.json() as { toplist: Record<string, unknown> }).toplist
          assert.strictEqual(toplistAnswer.hasSecret, true)
          assert.isFalse(created.text.includes("s3cret"))
          assert.match(String(toplistAnswer.postbackUrl), /\/api\/votes\/postback\/\d+$/)
          const [audit] = yield* latestAudit()
          assert.strictEqual(audit?.action, "toplist.create")
          assert.isFalse(JSON.stringify(audit).includes("s3cret"))
        }),
    )
  })
})
