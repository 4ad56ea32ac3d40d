import { assert, describe, layer } from "@effect/vitest"
import { administratorsOnlyMessage } from "@gatehouse/domain"
import { Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { AccountSettings } from "../src/accounts/AccountSettings.ts"
import { playerAdminMessages } from "../src/accounts/playerAdminMessages.ts"
import { demoEditor, demoStaff } from "../src/seed/accounts.ts"
import { StaffStanding } from "../src/staff/StaffStanding.ts"
import { standingMessages } from "../src/staff/standingMessages.ts"
import { call, login, userRow } from "./support/accounts.ts"
import { databaseKind } from "./support/database.ts"
import { balancesOf, newPlayer } from "./support/economy.ts"
import { testServer } from "./support/server.ts"
import { auditCount } from "./support/staff.ts"

/** A new account at `userType`, with a session and 100 R-Coin. */
const newAccount = (userType = 1) =>
  Effect.gen(function* () {
    const account = yield* newPlayer({ rcoin: "100.00" })
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ user_id: string }>`
      UPDATE users SET user_type = ${userType} WHERE user_num = ${account.userNum} RETURNING user_id`
    return { ...account, userId: row?.user_id ?? "" }
  }).pipe(Effect.orDie)

/** The demo's administrator: the first administrator of the database, so its owner. */
const ownerToken = Effect.map(login(demoStaff.userId, demoStaff.password), ({ token }) => token)

/** Every action an administrator can take on an account, as the console sends it. */
const actionsOn = (user: string) =>
  [
    ["/staff/players/block", { user, reason: "Taking over" }],
    ["/staff/players/staff-level", { user, level: "player" }],
    ["/staff/players/adjust", { user, currency: "rcoin", amount: "-1.00", reason: "Taking over" }],
    ["/staff/players/unblock", { user }],
  ] as const

/** The account's standing facts, to prove a refused call changed nothing. */
const standingFacts = (userId: string) =>
  Effect.map(userRow(userId), (row) => ({
    userType: row?.user_type,
    blocked: row?.login_blocked_at,
    rcoin: String(row?.r_coin),
  }))

describe(`staff standing: nobody takes over the owner or another administrator, on ${databaseKind}`, () => {
  layer(testServer())((it) => {
    it.effect(
      "a newly promoted administrator can neither block, demote nor charge the owner; the owner's session lives on",
      () =>
        Effect.gen(function* () {
          const owner = yield* ownerToken
          const newcomer = yield* newAccount()
          const promoted = yield* call("POST", "/staff/players/staff-level", {
            token: owner,
            body: { user: newcomer.userId, level: "administrator" },
          })
          assert.strictEqual(promoted.status, 200, promoted.text)

          const before = yield* standingFacts(demoStaff.userId)
          const audited = yield* auditCount
          for (const [path, body] of actionsOn(demoStaff.userId)) {
            const refused = yield* call("POST", path, { token: newcomer.token, body })
            assert.strictEqual(refused.status, 403, `${path}: ${refused.text}`)
            assert.deepStrictEqual(refused.json(), {
              _tag: "Forbidden",
              message: standingMessages.ownerProtected(demoStaff.userId),
            })
          }
          assert.deepStrictEqual(yield* standingFacts(demoStaff.userId), before)
          assert.strictEqual(yield* auditCount, audited, "a refused action writes no audit row")
          // The owner's session was not ended: it still reads the console.
          assert.strictEqual((yield* call("GET", "/staff/audit", { token: owner })).status, 200)
        }),
    )

    it.effect(
      "an administrator cannot act on another administrator, nor make one; the owner can do both",
      () =>
        Effect.gen(function* () {
          const owner = yield* ownerToken
          const first = yield* newAccount(20)
          const second = yield* newAccount(20)
          const before = yield* standingFacts(second.userId)
          const balances = yield* balancesOf(second.userNum)
          for (const [path, body] of actionsOn(second.userId)) {
            const refused = yield* call("POST", path, { token: first.token, body })
            assert.strictEqual(refused.status, 403, `${path}: ${refused.text}`)
            assert.strictEqual(refused.json().message, standingMessages.equalStanding(second.userId))
          }
          assert.deepStrictEqual(yield* standingFacts(second.userId), before)
          assert.deepStrictEqual(yield* balancesOf(second.userNum), balances)
          assert.strictEqual((yield* call("GET", "/staff/audit", { token: second.token })).status, 200)

          // Players and editors stand below an administrator: they are still theirs to manage.
          const player = yield* newAccount()
          const makeAdministrator = yield* call("POST", "/staff/players/staff-level", {
            token: first.token,
            body: { user: player.userId, level: "administrator" },
          })
          assert.strictEqual(makeAdministrator.status, 403)
          assert.strictEqual(makeAdministrator.json().message, standingMessages.levelAboveStanding)
          assert.strictEqual((yield* userRow(player.userId))?.user_type, 1)
          const makeEditor = yield* call("POST", "/staff/players/staff-level", {
            token: first.token,
            body: { user: player.userId, level: "editor" },
          })
          assert.strictEqual(makeEditor.status, 200, makeEditor.text)
          const blockEditor = yield* call("POST", "/staff/players/block", {
            token: first.token,
            body: { user: player.userId, reason: "Spam" },
          })
          assert.strictEqual(blockEditor.status, 200, blockEditor.text)

          // The owner still acts on administrators: blocks one, demotes the other.
          const blocked = yield* call("POST", "/staff/players/block", {
            token: owner,
            body: { user: second.userId, reason: "Lost laptop" },
          })
          assert.strictEqual(blocked.status, 200, blocked.text)
          assert.strictEqual(blocked.json().message, playerAdminMessages.blocked(second.userId))
          const demoted = yield* call("POST", "/staff/players/staff-level", {
            token: owner,
            body: { user: first.userId, level: "player" },
          })
          assert.strictEqual(demoted.status, 200, demoted.text)
          assert.strictEqual((yield* call("GET", "/staff/audit", { token: first.token })).status, 403)
        }),
    )

    it.effect(
      "the record tells the reader what they may do: the owner's is closed to other administrators",
      () =>
        Effect.gen(function* () {
          const owner = yield* ownerToken
          const administrator = yield* newAccount(20)
          const player = yield* newAccount()
          const read = (token: string, user: string) =>
            Effect.map(
              call("GET", `/staff/players/record?user=${user}`, { token }),
              (response) => response.json().standing,
            )
          assert.deepStrictEqual(yield* read(administrator.token, demoStaff.userId), {
            isOwner: true,
            refusal: standingMessages.ownerProtected(demoStaff.userId),
            levels: ["player", "editor"],
          })
          assert.deepStrictEqual(yield* read(administrator.token, player.userId), {
            isOwner: false,
            refusal: null,
            levels: ["player", "editor"],
          })
          assert.deepStrictEqual(yield* read(owner, administrator.userId), {
            isOwner: false,
            refusal: null,
            levels: ["player", "editor", "administrator"],
          })
        }),
    )

    it.effect("the mail outbox, with players' addresses and IDs, is for administrators only", () =>
      Effect.gen(function* () {
        const editor = yield* login(demoEditor.userId, demoEditor.password)
        const refused = yield* call("GET", "/staff/mail-outbox", { token: editor.token })
        assert.strictEqual(refused.status, 403)
        assert.deepStrictEqual(refused.json(), { _tag: "Forbidden", message: administratorsOnlyMessage })
        const read = yield* call("GET", "/staff/mail-outbox", { token: yield* ownerToken })
        assert.strictEqual(read.status, 200)
      }),
    )

    it.effect("OWNER_USER_ID names the owner in place of the first administrator", () =>
      Effect.gen(function* () {
        const named = yield* newAccount(20)
        const other = yield* newAccount(20)
        const standing = yield* Effect.provide(
          Effect.service(StaffStanding),
          StaffStanding.layer.pipe(Layer.provide(AccountSettings.make({ ownerUserId: named.userId }))),
        )
        const asAccount = (account: { userNum: number; userId: string }) => ({
          UserNum: account.userNum,
          UserID: account.userId,
          UserType: 20,
        })
        const demo = {
          UserNum: (yield* userRow(demoStaff.userId))?.user_num as number,
          UserID: demoStaff.userId,
          UserType: 20,
        }
        // The named owner acts on the first administrator, who is now an administrator like others.
        yield* standing.mayActOn(asAccount(named), demo)
        const refused = yield* Effect.flip(standing.mayActOn(demo, asAccount(named)))
        assert.strictEqual(refused.message, standingMessages.ownerProtected(named.userId))
        const equal = yield* Effect.flip(standing.mayActOn(demo, asAccount(other)))
        assert.strictEqual(equal.message, standingMessages.equalStanding(other.userId))
      }),
    )
  })
})
