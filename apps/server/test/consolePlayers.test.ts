import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { ipStatus } from "../src/accounts/IpWhitelist.ts"
import { accountMessages } from "../src/accounts/messages.ts"
import { playerAdminMessages } from "../src/accounts/playerAdminMessages.ts"
import { demoPlayer, demoStaff } from "../src/seed/accounts.ts"
import { demoWhitelistAddress } from "../src/seed/steps/consolePlayers.ts"
import { call, login, post } from "./support/accounts.ts"
import { statusCounts } from "./support/concurrency.ts"
import { databaseKind } from "./support/database.ts"
import { balancesOf, countWhere, ledgerMismatches, newPlayer } from "./support/economy.ts"
import { testServer } from "./support/server.ts"
import { assertStaffOnly, auditCount, latestAudit } from "./support/staff.ts"

/** A new account with a balance granted through the ledger, and its User ID. */
const newAccount = (grant: { readonly rcoin?: string; readonly milleage?: string } = {}) =>
  Effect.gen(function* () {
    const player = yield* newPlayer(grant)
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{
      user_id: string
    }>`SELECT user_id FROM users WHERE user_num = ${player.userNum}`
    return { ...player, userId: row?.user_id ?? "" }
  })

/** A call as the demo's administrator (signed in alone, so a blocked player does not stop it). */
const adminCall = (method: "GET" | "POST", path: string, body?: unknown) =>
  Effect.flatMap(login(demoStaff.userId, demoStaff.password), ({ token }) =>
    call(method, path, { token, body }),
  )

const ledgerRows = (userNum: number) =>
  Effect.flatMap(
    Effect.service(SqlClient.SqlClient),
    (sql) =>
      sql<{ currency: string; delta: string; reason: string; note: string | null }>`
      SELECT currency, delta::text AS delta, reason, note FROM balance_ledger
      WHERE user_num = ${userNum} ORDER BY id`,
  ).pipe(Effect.orDie)

describe(`the administrators' player pages, on ${databaseKind}`, () => {
  layer(testServer())((it) => {
    it.effect("every call refuses guests (401), players (403) and content editors (403)", () =>
      Effect.gen(function* () {
        yield* assertStaffOnly("GET", "/staff/whitelist", "administrator")
        yield* assertStaffOnly("POST", "/staff/whitelist/decide", "administrator", {
          id: 1,
          decision: "approve",
        })
        yield* assertStaffOnly("GET", "/staff/players?q=demo", "administrator")
        yield* assertStaffOnly("GET", "/staff/players/record?user=demohero", "administrator")
        yield* assertStaffOnly("GET", "/staff/players/ledger?user=demohero", "administrator")
        yield* assertStaffOnly("POST", "/staff/players/adjust", "administrator", {
          user: "demohero",
          currency: "rcoin",
          amount: "1",
          reason: "test",
        })
        yield* assertStaffOnly("POST", "/staff/players/block", "administrator", {
          user: "demohero",
          reason: "x",
        })
        yield* assertStaffOnly("POST", "/staff/players/unblock", "administrator", { user: "demohero" })
        yield* assertStaffOnly("POST", "/staff/players/staff-level", "administrator", {
          user: "demohero",
          level: "editor",
        })
      }),
    )

    it.effect("the whitelist queue lists the waiting requests; approval shows on the player's account", () =>
      Effect.gen(function* () {
        const ip = "203.0.113.90"
        const { token } = yield* login(demoPlayer.userId, demoPlayer.password)
        assert.strictEqual((yield* post("/whitelist-user-ip", { token, ip })).status, 200)

        const queue = yield* adminCall("GET", "/staff/whitelist")
        assert.strictEqual(queue.status, 200)
        const waiting = queue.json().data as ReadonlyArray<{ id: number; userId: string; ipAddress: string }>
        assert.deepStrictEqual(
          waiting.map((request) => request.ipAddress),
          [demoWhitelistAddress, ip],
          "oldest first: the demo's request, then the new one",
        )
        const request = waiting.find((candidate) => candidate.ipAddress === ip)
        assert.strictEqual(request?.userId, demoPlayer.userId)

        const before = yield* auditCount
        const approved = yield* adminCall("POST", "/staff/whitelist/decide", {
          id: request?.id,
          decision: "approve",
        })
        assert.strictEqual(approved.status, 200)
        assert.strictEqual(approved.json().message, playerAdminMessages.approved(demoPlayer.userId, ip))
        assert.strictEqual(yield* auditCount, before + 1)
        const [row] = yield* latestAudit()
        assert.strictEqual(row?.staff_user_id, demoStaff.userId)
        assert.strictEqual(row?.action, "whitelist.approve")
        assert.deepInclude(row?.before as object, { status: "pending", ipAddress: ip })
        assert.deepInclude(row?.after as object, { status: "approved", ipAddress: ip })

        const mine = yield* call("GET", "/user-ip", { token, ip })
        assert.deepStrictEqual(mine.json().useripdata, { CC_IP: ip, CC_status: ipStatus.whitelisted })
        const listed = (yield* adminCall("GET", "/staff/whitelist")).json().data as ReadonlyArray<{
          id: number
        }>
        assert.isUndefined(listed.find((candidate) => candidate.id === request?.id))

        // A second decision, either way, finds the request decided: 409, nothing written.
        for (const decision of ["approve", "reject"]) {
          const again = yield* adminCall("POST", "/staff/whitelist/decide", { id: request?.id, decision })
          assert.strictEqual(again.status, 409)
          assert.strictEqual(again.json().message, playerAdminMessages.alreadyDecided("approved"))
        }
        const unknown = yield* adminCall("POST", "/staff/whitelist/decide", {
          id: 999_999,
          decision: "approve",
        })
        assert.strictEqual(unknown.status, 404)
        const nonsense = yield* adminCall("POST", "/staff/whitelist/decide", {
          id: request?.id,
          decision: "maybe",
        })
        assert.strictEqual(nonsense.status, 400)
        assert.strictEqual(yield* auditCount, before + 1)
      }),
    )

    it.effect("a rejected request reads as rejected on My Account, and the player may ask again", () =>
      Effect.gen(function* () {
        const ip = "203.0.113.91"
        const { token } = yield* login(demoPlayer.userId, demoPlayer.password)
        yield* post("/whitelist-user-ip", { token, ip })
        const waiting = (yield* adminCall("GET", "/staff/whitelist")).json().data as ReadonlyArray<{
          id: number
          ipAddress: string
        }>
        const id = waiting.find((request) => request.ipAddress === ip)?.id
        const rejected = yield* adminCall("POST", "/staff/whitelist/decide", { id, decision: "reject" })
        assert.strictEqual(rejected.status, 200)
        assert.strictEqual(rejected.json().message, playerAdminMessages.rejected(demoPlayer.userId, ip))
        const [row] = yield* latestAudit()
        assert.strictEqual(row?.action, "whitelist.reject")
        const status = yield* call("GET", "/user-ip", { token, ip })
        assert.strictEqual(status.json().useripdata.CC_status, ipStatus.rejected)
        assert.strictEqual((yield* post("/whitelist-user-ip", { token, ip })).status, 200)
        const again = yield* call("GET", "/user-ip", { token, ip })
        assert.strictEqual(again.json().useripdata.CC_status, ipStatus.pending)
      }),
    )

    it.effect(
      "an adjustment without a reason, with a bad amount or of zero is refused and changes nothing",
      () =>
        Effect.gen(function* () {
          const player = yield* newAccount({ rcoin: "50.00" })
          const before = {
            audit: yield* auditCount,
            ledger: yield* countWhere("balance_ledger", player.userNum),
          }
          const refused = yield* adminCall("POST", "/staff/players/adjust", {
            user: player.userId,
            currency: "rcoin",
            amount: "10",
            reason: "   ",
          })
          assert.strictEqual(refused.status, 422)
          assert.deepStrictEqual(refused.json().errors, { reason: [playerAdminMessages.reasonRequired] })
          for (const [amount, message] of [
            ["12.345", playerAdminMessages.amountFormat],
            ["1e3", playerAdminMessages.amountFormat],
            ["0.00", playerAdminMessages.amountZero],
          ] as const) {
            const bad = yield* adminCall("POST", "/staff/players/adjust", {
              user: player.userId,
              currency: "rcoin",
              amount,
              reason: "Refund of a lost item",
            })
            assert.strictEqual(bad.status, 422, amount)
            assert.deepStrictEqual(bad.json().errors, { amount: [message] })
          }
          const nobody = yield* adminCall("POST", "/staff/players/adjust", {
            user: "nobody-here",
            currency: "rcoin",
            amount: "1",
            reason: "x",
          })
          assert.strictEqual(nobody.status, 404)
          assert.deepStrictEqual(yield* balancesOf(player.userNum), { rcoin: "50.00", milleage: "0.00" })
          assert.strictEqual(yield* countWhere("balance_ledger", player.userNum), before.ledger)
          assert.strictEqual(yield* auditCount, before.audit)
        }),
    )

    it.effect(
      "an adjustment writes one ledger row and one audit row, exact to the cent, never below zero",
      () =>
        Effect.gen(function* () {
          const player = yield* newAccount({ rcoin: "10.00", milleage: "5.00" })
          const before = yield* auditCount
          const added = yield* adminCall("POST", "/staff/players/adjust", {
            user: player.userId.toUpperCase(),
            currency: "rcoin",
            amount: "0.10",
            reason: "Compensation for downtime",
          })
          assert.strictEqual(added.status, 200)
          assert.deepStrictEqual(added.json(), {
            message: playerAdminMessages.adjusted(player.userId),
            rcoin: 10.1,
            milleage: 5,
          })
          const taken = yield* adminCall("POST", "/staff/players/adjust", {
            user: player.userId,
            currency: "milleage",
            amount: "-4.99",
            reason: "Duplicate grant",
          })
          assert.strictEqual(taken.status, 200)
          assert.deepStrictEqual(yield* balancesOf(player.userNum), { rcoin: "10.10", milleage: "0.01" })
          const lines = yield* ledgerRows(player.userNum)
          assert.deepStrictEqual(lines.slice(-2), [
            { currency: "rcoin", delta: "0.10", reason: "adjustment", note: "Compensation for downtime" },
            { currency: "milleage", delta: "-4.99", reason: "adjustment", note: "Duplicate grant" },
          ])
          assert.strictEqual(yield* auditCount, before + 2)
          const [row] = yield* latestAudit()
          assert.strictEqual(row?.action, "player.adjust")
          assert.strictEqual(row?.target, player.userId)
          assert.deepStrictEqual(row?.before, { rcoin: "10.10", milleage: "5.00" })
          assert.deepStrictEqual(row?.after, {
            rcoin: "10.10",
            milleage: "0.01",
            currency: "milleage",
            amount: "-4.99",
            reason: "Duplicate grant",
          })

          const overdraw = yield* adminCall("POST", "/staff/players/adjust", {
            user: player.userId,
            currency: "milleage",
            amount: "-0.02",
            reason: "Too much",
          })
          assert.strictEqual(overdraw.status, 409)
          assert.strictEqual(overdraw.json().message, playerAdminMessages.wouldOverdraw(player.userId))
          assert.deepStrictEqual(yield* balancesOf(player.userNum), { rcoin: "10.10", milleage: "0.01" })
          assert.strictEqual(yield* auditCount, before + 2)
          assert.deepStrictEqual(yield* ledgerMismatches, [])
        }),
    )

    it.effect(
      "20 negative adjustments at once over a balance that allows 3: exactly 3, never overdrawn",
      () =>
        Effect.gen(function* () {
          const player = yield* newAccount({ rcoin: "10.00" })
          const { token: administrator } = yield* login(demoStaff.userId, demoStaff.password)
          const before = yield* auditCount
          const responses = yield* Effect.all(
            Array.from({ length: 20 }, () =>
              call("POST", "/staff/players/adjust", {
                token: administrator,
                body: { user: player.userId, currency: "rcoin", amount: "-3.00", reason: "Chargeback" },
              }),
            ),
            { concurrency: "unbounded" },
          )
          assert.deepStrictEqual(statusCounts(responses.map((response) => response.status)), {
            200: 3,
            409: 17,
          })
          assert.deepStrictEqual(yield* balancesOf(player.userNum), { rcoin: "1.00", milleage: "0.00" })
          assert.strictEqual(yield* countWhere("balance_ledger", player.userNum), 1 + 3)
          assert.strictEqual(yield* auditCount, before + 3)
          assert.deepStrictEqual(yield* ledgerMismatches, [])
        }),
    )

    it.effect("a blocked account cannot log in, its sessions end at once, and unblocking lets it back", () =>
      Effect.gen(function* () {
        const { token } = yield* login(demoPlayer.userId, demoPlayer.password)
        const before = yield* auditCount
        const noReason = yield* adminCall("POST", "/staff/players/block", {
          user: demoPlayer.userId,
          reason: "",
        })
        assert.strictEqual(noReason.status, 422)
        const own = yield* adminCall("POST", "/staff/players/block", {
          user: demoStaff.userId,
          reason: "oops",
        })
        assert.strictEqual(own.status, 422)
        assert.strictEqual(own.json().message, playerAdminMessages.ownBlock)
        assert.strictEqual(yield* auditCount, before)

        const blocked = yield* adminCall("POST", "/staff/players/block", {
          user: demoPlayer.userId,
          reason: "Chargeback fraud under review",
        })
        assert.strictEqual(blocked.status, 200)
        assert.strictEqual(blocked.json().message, playerAdminMessages.blocked(demoPlayer.userId))
        assert.strictEqual(yield* auditCount, before + 1)
        const [row] = yield* latestAudit()
        assert.strictEqual(row?.action, "player.block")
        assert.deepStrictEqual(row?.before, { blocked: false })
        assert.deepInclude(row?.after as object, { blocked: true, reason: "Chargeback fraud under review" })

        assert.strictEqual((yield* call("GET", "/user-ip", { token })).status, 401)
        const refused = yield* post("/processlogin", {
          body: { UserID: demoPlayer.userId, UserPass: demoPlayer.password },
        })
        assert.strictEqual(refused.status, 422)
        assert.strictEqual(refused.json().message, accountMessages.loginBlocked)
        const wrongPassword = yield* post("/processlogin", {
          body: { UserID: demoPlayer.userId, UserPass: "not-the-password" },
        })
        assert.strictEqual(wrongPassword.json().message, accountMessages.loginFailed)
        const twice = yield* adminCall("POST", "/staff/players/block", {
          user: demoPlayer.userId,
          reason: "again",
        })
        assert.strictEqual(twice.status, 409)

        const record = (yield* adminCall("GET", `/staff/players/record?user=${demoPlayer.userId}`)).json()
        assert.strictEqual(record.blockedReason, "Chargeback fraud under review")
        assert.isString(record.blockedAt)

        const unblocked = yield* adminCall("POST", "/staff/players/unblock", { user: demoPlayer.userId })
        assert.strictEqual(unblocked.status, 200)
        assert.strictEqual(unblocked.json().message, playerAdminMessages.unblocked(demoPlayer.userId))
        const [unblockRow] = yield* latestAudit()
        assert.strictEqual(unblockRow?.action, "player.unblock")
        assert.deepStrictEqual(unblockRow?.after, { blocked: false })
        const notBlocked = yield* adminCall("POST", "/staff/players/unblock", { user: demoPlayer.userId })
        assert.strictEqual(notBlocked.status, 409)
        assert.strictEqual(yield* auditCount, before + 2)
        yield* login(demoPlayer.userId, demoPlayer.password)
      }),
    )

    it.effect(
      "an administrator sets another account's staff level, never their own; each change audited",
      () =>
        Effect.gen(function* () {
          const player = yield* newAccount()
          const before = yield* auditCount
          const promoted = yield* adminCall("POST", "/staff/players/staff-level", {
            user: player.userId,
            level: "editor",
          })
          assert.strictEqual(promoted.status, 200)
          assert.strictEqual(
            promoted.json().message,
            playerAdminMessages.levelSet(player.userId, "Content editor"),
          )
          const [row] = yield* latestAudit()
          assert.strictEqual(row?.action, "player.level")
          assert.deepStrictEqual(row?.before, { userType: 1, level: "player" })
          assert.deepStrictEqual(row?.after, { userType: 11, level: "editor" })
          // The level counts on the very next call: the new editor reads the audit log.
          assert.strictEqual((yield* call("GET", "/staff/audit", { token: player.token })).status, 200)

          const same = yield* adminCall("POST", "/staff/players/staff-level", {
            user: player.userId,
            level: "editor",
          })
          assert.strictEqual(same.status, 409)
          const own = yield* adminCall("POST", "/staff/players/staff-level", {
            user: demoStaff.userId,
            level: "player",
          })
          assert.strictEqual(own.status, 422)
          assert.strictEqual(own.json().message, playerAdminMessages.ownLevel)
          const unknownLevel = yield* adminCall("POST", "/staff/players/staff-level", {
            user: player.userId,
            level: "god",
          })
          assert.strictEqual(unknownLevel.status, 400)
          assert.strictEqual(yield* auditCount, before + 1)

          const demoted = yield* adminCall("POST", "/staff/players/staff-level", {
            user: player.userId,
            level: "player",
          })
          assert.strictEqual(demoted.status, 200)
          assert.strictEqual((yield* call("GET", "/staff/audit", { token: player.token })).status, 403)
        }),
    )

    it.effect(
      "search by User ID or e-mail in any case, a player's record and their ledger a page at a time",
      () =>
        Effect.gen(function* () {
          const byId = (yield* adminCall("GET", "/staff/players?q=DEMOHERO")).json()
          assert.strictEqual(byId.data[0]?.userId, demoPlayer.userId)
          const byEmail = (yield* adminCall("GET", "/staff/players?q=Demohero@Example.COM")).json()
          assert.deepStrictEqual(
            byEmail.data.map((row: { userId: string }) => row.userId),
            [demoPlayer.userId],
          )
          const wanderers = (yield* adminCall("GET", "/staff/players?q=wanderer&page=2")).json()
          assert.strictEqual(wanderers.page, 2)
          assert.strictEqual(wanderers.pageCount, 3)
          assert.lengthOf(wanderers.data, 20)
          const nothing = (yield* adminCall("GET", "/staff/players?q=%25")).json()
          assert.deepStrictEqual(nothing.data, [], "a typed % matches itself, not everything")

          const record = yield* adminCall("GET", "/staff/players/record?user=DemoHero")
          assert.strictEqual(record.status, 200)
          const player = record.json()
          assert.strictEqual(player.userId, demoPlayer.userId)
          assert.strictEqual(player.purchases.count, 14)
          assert.strictEqual(player.redemptions.count, 12)
          assert.lengthOf(player.purchases.newest, 10)
          assert.isNumber(player.tickets.count)
          assert.isString(player.lastLoginAt)
          assert.include(
            player.whitelist.map((request: { ipAddress: string }) => request.ipAddress),
            demoWhitelistAddress,
          )

          const ledger = (yield* adminCall("GET", "/staff/players/ledger?user=demohero")).json()
          assert.lengthOf(ledger.data, 20)
          assert.isAbove(ledger.pageCount, 1)
          const lines = ledger.data as ReadonlyArray<{ reason: string; currency: string; amount: number }>
          assert.isTrue(
            lines.every((line) => line.amount !== 0 && ["rcoin", "milleage"].includes(line.currency)),
          )

          assert.strictEqual((yield* adminCall("GET", "/staff/players/record?user=nobody-here")).status, 404)
          assert.strictEqual((yield* adminCall("GET", "/staff/players/ledger?user=nobody-here")).status, 404)
          assert.strictEqual((yield* adminCall("GET", "/staff/players/record")).status, 400)
        }),
    )

    it.effect("the mail outbox tells how many times each mail was tried", () =>
      Effect.gen(function* () {
        yield* post("/findUserID", { body: { findIDEmail: demoPlayer.email } })
        const outbox = yield* adminCall("GET", "/staff/mail-outbox")
        assert.strictEqual(outbox.status, 200)
        const [newest] = outbox.json().data
        assert.strictEqual(newest?.to, demoPlayer.email)
        assert.strictEqual(newest?.attempts, 0)
      }),
    )
  })
})
