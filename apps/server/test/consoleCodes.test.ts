import { assert, describe, it, layer } from "@effect/vitest"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { codeBatchMessages } from "../src/coupons/CodeBatches.ts"
import { couponMessages } from "../src/coupons/Coupons.ts"
import { codePattern } from "../src/coupons/codeFormat.ts"
import { codesCsv } from "../src/coupons/codesCsv.ts"
import { referralMessages } from "../src/coupons/ReferralCodes.ts"
import { demoStaff } from "../src/seed/accounts.ts"
import { demoCodeBatch } from "../src/seed/steps/consoleCodes.ts"
import { call } from "./support/accounts.ts"
import { statusCounts } from "./support/concurrency.ts"
import { databaseKind } from "./support/database.ts"
import { api, ledgerMismatches, newPlayer } from "./support/economy.ts"
import { testServer } from "./support/server.ts"
import { assertStaffOnly, auditCount, latestAudit, staffTokens } from "./support/staff.ts"

/** A day a year ahead, as the generator's date field sends it. */
const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`

const batchInput = (overrides: Record<string, unknown> = {}) => ({
  name: "Summer stream giveaway",
  note: "For the 1 July stream",
  count: 5,
  rcoin: "100",
  milleage: "25.50",
  expiresOn: nextYear,
  ...overrides,
})

/** Generates a batch as the administrator and answers it with its codes, as the database holds them. */
const generate = (overrides: Record<string, unknown> = {}) =>
  Effect.gen(function* () {
    const { administrator } = yield* staffTokens
    const answer = yield* call("POST", "/staff/codes/batches", {
      token: administrator,
      body: batchInput(overrides),
    })
    assert.strictEqual(answer.status, 200, answer.text)
    const batch = answer.json().batch as { id: number; count: number; name: string }
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{
      code: string
    }>`SELECT code FROM coupons WHERE batch_id = ${batch.id} ORDER BY code`
    return { answer: answer.json(), batch, codes: rows.map((row) => row.code), administrator }
  })

const redeem = (token: string, code: string, referral?: string) =>
  api("POST", "/processCoupon", { token, body: { CouponCode: code, ReferralCode: referral ?? null } })

describe(`the console's Codes page, on ${databaseKind}`, () => {
  layer(testServer())((it) => {
    it.effect(
      "every Codes call refuses guests (401), players and content editors (403), writing nothing",
      () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient
          const state = sql<{ batches: number; coupons: number; referrals: number; active: number }>`
            SELECT (SELECT count(*)::int FROM code_batches) AS batches,
                   (SELECT count(*)::int FROM coupons WHERE voided_at IS NULL) AS coupons,
                   (SELECT count(*)::int FROM referral_codes) AS referrals,
                   (SELECT count(*)::int FROM referral_codes WHERE is_active) AS active`
          const [before] = yield* state
          yield* assertStaffOnly("GET", "/staff/codes/batches", "administrator")
          yield* assertStaffOnly("POST", "/staff/codes/batches", "administrator", batchInput())
          yield* assertStaffOnly("GET", "/staff/codes/batches/1/csv", "administrator")
          yield* assertStaffOnly("POST", "/staff/codes/batches/void", "administrator", { batchId: 1 })
          yield* assertStaffOnly("POST", "/staff/codes/void", "administrator", { code: "ANY-CODE" })
          yield* assertStaffOnly("GET", "/staff/codes/referrals", "administrator")
          yield* assertStaffOnly("POST", "/staff/codes/referrals", "administrator", {
            code: "NEWONE",
            streamer: "N",
          })
          yield* assertStaffOnly("POST", "/staff/codes/referrals/active", "administrator", {
            code: "LUNA",
            active: false,
          })
          yield* assertStaffOnly("GET", "/staff/codes/referrals/report", "administrator")
          assert.deepStrictEqual((yield* state)[0], before)
        }),
    )

    it.effect(
      "a batch of 40 is 40 unique upper-case codes of its value, listed, with one audit row naming no code",
      () =>
        Effect.gen(function* () {
          const before = yield* auditCount
          const { answer, batch, codes } = yield* generate({ count: 40, name: "Forty" })
          assert.strictEqual(answer.message, '40 codes generated in batch "Forty".')
          assert.deepInclude(answer.batch, {
            name: "Forty",
            note: "For the 1 July stream",
            count: 40,
            redeemed: 0,
            voided: 0,
            rcoin: "100.00",
            milleage: "25.50",
            expiresOn: nextYear,
            createdBy: demoStaff.userId,
          })
          assert.strictEqual(codes.length, 40)
          assert.strictEqual(new Set(codes).size, 40)
          for (const code of codes) {
            assert.match(code, codePattern)
            assert.strictEqual(code, code.toUpperCase())
          }
          const sql = yield* SqlClient.SqlClient
          const stored = yield* sql<{ rcoin: string; milleage: string; expires: Date }>`
          SELECT DISTINCT rcoin_value::text AS rcoin, milleage_value::text AS milleage, expires_at AS expires
          FROM coupons WHERE batch_id = ${batch.id}`
          assert.strictEqual(stored.length, 1)
          assert.strictEqual(stored[0]?.rcoin, "100.00")
          assert.strictEqual(stored[0]?.milleage, "25.50")
          // Valid through the whole last day in Manila: it stops at the next Manila midnight (16:00 UTC).
          assert.strictEqual(stored[0]?.expires.toISOString(), `${nextYear}T16:00:00.000Z`)

          assert.strictEqual(yield* auditCount, before + 1)
          const [row] = yield* latestAudit()
          assert.strictEqual(row?.action, "codes.generate")
          assert.strictEqual(row?.target, `batch ${batch.id}`)
          assert.strictEqual(row?.staff_user_id, demoStaff.userId)
          assert.deepInclude(row?.after as object, {
            batch: batch.id,
            count: 40,
            rcoin: "100.00",
            milleage: "25.50",
          })
          const logged = JSON.stringify(row)
          for (const code of codes) assert.notInclude(logged, code)

          const { administrator } = yield* staffTokens
          const list = yield* call("GET", "/staff/codes/batches", { token: administrator })
          assert.strictEqual(list.status, 200)
          assert.deepInclude(list.json().data[0], { id: batch.id, name: "Forty", count: 40 })
        }),
    )

    it.effect("the largest batch, 1000 codes, is stored whole and unique", () =>
      Effect.gen(function* () {
        const { batch, codes } = yield* generate({ count: 1000, name: "A thousand" })
        assert.strictEqual(batch.count, 1000)
        assert.strictEqual(new Set(codes).size, 1000)
        assert.isTrue(codes.every((code) => codePattern.test(code)))
      }),
    )

    it.effect(
      "the CSV of a batch is a file with a header and one row per code, and its download is audited",
      () =>
        Effect.gen(function* () {
          const { batch, codes, administrator } = yield* generate({ count: 7, rcoin: "0", milleage: "300" })
          const before = yield* auditCount
          const csv = yield* call("GET", `/staff/codes/batches/${batch.id}/csv`, { token: administrator })
          assert.strictEqual(csv.status, 200)
          assert.match(csv.headers["content-type"] ?? "", /^text\/csv/)
          assert.strictEqual(
            csv.headers["content-disposition"],
            `attachment; filename="codes-batch-${batch.id}.csv"`,
          )
          assert.strictEqual(csv.headers["cache-control"], "no-store")
          const lines = csv.text.split("\r\n")
          assert.strictEqual(lines.at(-1), "")
          assert.strictEqual(lines[0], "code,value,currency,expiry,state")
          const rows = lines.slice(1, -1)
          assert.strictEqual(rows.length, 7)
          assert.deepStrictEqual(
            rows.map((line) => line.split(",")[0]),
            codes,
          )
          for (const line of rows)
            assert.strictEqual(line.split(",").slice(1).join(","), `300.00,Milleage,${nextYear},unused`)
          assert.strictEqual(yield* auditCount, before + 1)
          const [row] = yield* latestAudit()
          assert.strictEqual(row?.action, "codes.export")
          for (const code of codes) assert.notInclude(JSON.stringify(row), code)

          const missing = yield* call("GET", "/staff/codes/batches/999999/csv", { token: administrator })
          assert.strictEqual(missing.status, 404)
          assert.strictEqual(missing.json().message, codeBatchMessages.noBatch)
          const notANumber = yield* call("GET", "/staff/codes/batches/x/csv", { token: administrator })
          assert.strictEqual(notANumber.status, 400)
          assert.strictEqual(yield* auditCount, before + 1)
        }),
    )

    it.effect("each code redeems exactly once: eight players racing for one code give one redemption", () =>
      Effect.gen(function* () {
        const { codes } = yield* generate({ count: 2, rcoin: "12.34", milleage: "0" })
        const [code, other] = codes as [string, string]
        const players = yield* Effect.all(Array.from({ length: 8 }, () => newPlayer()))
        const answers = yield* Effect.all(
          players.map((player) => redeem(player.token, code)),
          { concurrency: "unbounded" },
        )
        assert.deepStrictEqual(statusCounts(answers.map((answer) => answer.status)), { 200: 1, 409: 7 })
        const winner = answers.find((answer) => answer.status === 200)
        assert.deepInclude(winner?.json(), { status: 1, userPoints: 12.34, userPoints2: 0 })
        const again = yield* redeem((players[0] as { token: string }).token, code)
        assert.deepStrictEqual(again.json(), { _tag: "Conflict", message: couponMessages.used })
        // Codes are case-sensitive: the lower-case spelling is no code at all.
        const lower = yield* redeem((players[1] as { token: string }).token, other.toLowerCase())
        assert.strictEqual(lower.status, 404)
        assert.deepStrictEqual(yield* ledgerMismatches, [])
      }),
    )

    it.effect(
      "voiding a batch spares redeemed codes; voided codes are no longer valid; a second void is refused",
      () =>
        Effect.gen(function* () {
          const { batch, codes, administrator } = yield* generate({ count: 4 })
          const [redeemed, single, ...rest] = codes as [string, string, string, string]
          const player = yield* newPlayer()
          assert.strictEqual((yield* redeem(player.token, redeemed)).status, 200)

          const auditBefore = yield* auditCount
          const one = yield* call("POST", "/staff/codes/void", {
            token: administrator,
            body: { code: single },
          })
          assert.strictEqual(one.status, 200, one.text)
          assert.strictEqual(one.json().message, `Code ${single} voided.`)
          const refusedRedeemed = yield* call("POST", "/staff/codes/void", {
            token: administrator,
            body: { code: redeemed },
          })
          assert.strictEqual(refusedRedeemed.status, 409)
          assert.strictEqual(refusedRedeemed.json().message, codeBatchMessages.redeemed)
          const twice = yield* call("POST", "/staff/codes/void", {
            token: administrator,
            body: { code: single },
          })
          assert.strictEqual(twice.status, 409)
          assert.strictEqual(twice.json().message, codeBatchMessages.voided)
          const unknown = yield* call("POST", "/staff/codes/void", {
            token: administrator,
            body: { code: "NO-SUCH" },
          })
          assert.strictEqual(unknown.status, 404)
          assert.strictEqual(yield* auditCount, auditBefore + 1)

          const voided = yield* call("POST", "/staff/codes/batches/void", {
            token: administrator,
            body: { batchId: batch.id },
          })
          assert.strictEqual(voided.status, 200, voided.text)
          assert.strictEqual(voided.json().message, "2 unused codes voided.")
          assert.deepInclude(voided.json().batch, { count: 4, redeemed: 1, voided: 3 })
          assert.strictEqual(yield* auditCount, auditBefore + 2)
          const [row] = yield* latestAudit()
          assert.strictEqual(row?.action, "codes.void")
          assert.deepInclude(row?.before as object, { voided: 1, redeemed: 1 })
          assert.deepInclude(row?.after as object, { voided: 3, redeemed: 1, voidedNow: 2 })

          const sql = yield* SqlClient.SqlClient
          const [kept] = yield* sql<{ redeemed_by: number; voided_at: Date | null }>`
          SELECT redeemed_by, voided_at FROM coupons WHERE code = ${redeemed}`
          assert.strictEqual(kept?.redeemed_by, player.userNum)
          assert.isNull(kept?.voided_at)
          for (const code of [single, ...rest]) {
            const refused = yield* redeem(player.token, code)
            assert.strictEqual(refused.status, 404)
            assert.deepStrictEqual(refused.json(), { _tag: "NotFound", message: couponMessages.unknown })
          }
          const again = yield* call("POST", "/staff/codes/batches/void", {
            token: administrator,
            body: { batchId: batch.id },
          })
          assert.strictEqual(again.status, 409)
          assert.strictEqual(again.json().message, codeBatchMessages.nothingToVoid)
          const missing = yield* call("POST", "/staff/codes/batches/void", {
            token: administrator,
            body: { batchId: 999999 },
          })
          assert.strictEqual(missing.status, 404)
          assert.strictEqual(yield* auditCount, auditBefore + 2)

          const csv = yield* call("GET", `/staff/codes/batches/${batch.id}/csv`, { token: administrator })
          const states = csv.text
            .split("\r\n")
            .slice(1, -1)
            .map((line) => line.split(",").at(-1))
          assert.deepStrictEqual(
            statusCounts(states.map((state) => (state === "redeemed" ? 1 : state === "voided" ? 2 : 0))),
            {
              1: 1,
              2: 3,
            },
          )
        }),
    )

    it.effect("a bad batch is refused with a readable message, and nothing is written", () =>
      Effect.gen(function* () {
        const { administrator } = yield* staffTokens
        const sql = yield* SqlClient.SqlClient
        const count = sql<{ batches: number; coupons: number }>`
          SELECT (SELECT count(*)::int FROM code_batches) AS batches, (SELECT count(*)::int FROM coupons) AS coupons`
        const [before] = yield* count
        const auditBefore = yield* auditCount
        const refusals: ReadonlyArray<readonly [Record<string, unknown>, number, string]> = [
          [{ count: 0 }, 400, "Generate between 1 and 1000 codes."],
          [{ count: 1001 }, 400, "Generate between 1 and 1000 codes."],
          [{ count: 2.5 }, 400, ""],
          [{ name: "" }, 400, "Give the batch a name."],
          [{ name: "   " }, 400, "Give the batch a name."],
          [{ rcoin: "1.234" }, 400, "Enter an amount such as 100 or 99.50."],
          [{ rcoin: "-5" }, 400, "Enter an amount such as 100 or 99.50."],
          [{ expiresOn: "next week" }, 400, "Enter the date as YYYY-MM-DD."],
          [{ rcoin: "0", milleage: "0.00" }, 422, codeBatchMessages.noValue],
          [{ expiresOn: "2031-02-30" }, 422, codeBatchMessages.notADay],
          // The test server's clock is the test clock, standing at the epoch: its "yesterday" is 1969-12-31.
          [{ expiresOn: "1969-12-31" }, 422, codeBatchMessages.pastDay],
        ]
        for (const [overrides, status, message] of refusals) {
          const answer = yield* call("POST", "/staff/codes/batches", {
            token: administrator,
            body: batchInput(overrides),
          })
          assert.strictEqual(answer.status, status, JSON.stringify(overrides))
          if (status === 400) {
            assert.strictEqual(answer.json().message, "The request is not valid.")
            if (message !== "") assert.include(JSON.stringify(answer.json().errors), message)
          } else {
            assert.strictEqual(answer.json().message, message)
          }
        }
        assert.deepStrictEqual((yield* count)[0], before)
        assert.strictEqual(yield* auditCount, auditBefore)
      }),
    )

    it.effect(
      "referral codes are created once, deactivated (then refused at redeem) and activated again, each audited",
      () =>
        Effect.gen(function* () {
          const { administrator } = yield* staffTokens
          const auditBefore = yield* auditCount
          const created = yield* call("POST", "/staff/codes/referrals", {
            token: administrator,
            body: { code: "NIGHTOWL", streamer: "Night Owl" },
          })
          assert.strictEqual(created.status, 200, created.text)
          assert.deepInclude(created.json().referral, {
            code: "NIGHTOWL",
            streamer: "Night Owl",
            active: true,
            redemptions: 0,
          })
          const duplicate = yield* call("POST", "/staff/codes/referrals", {
            token: administrator,
            body: { code: "NIGHTOWL", streamer: "Someone else" },
          })
          assert.strictEqual(duplicate.status, 409)
          assert.strictEqual(duplicate.json().message, referralMessages.exists)
          const lower = yield* call("POST", "/staff/codes/referrals", {
            token: administrator,
            body: { code: "nightowl", streamer: "Night Owl" },
          })
          assert.strictEqual(lower.status, 400)
          const blank = yield* call("POST", "/staff/codes/referrals", {
            token: administrator,
            body: { code: "BLANKNAME", streamer: "   " },
          })
          assert.strictEqual(blank.status, 400)
          assert.include(JSON.stringify(blank.json().errors), "Enter the streamer's name.")
          assert.strictEqual(yield* auditCount, auditBefore + 1)

          const { codes } = yield* generate({ count: 2 })
          const player = yield* newPlayer()
          assert.strictEqual((yield* redeem(player.token, codes[0] as string, "NIGHTOWL")).status, 200)

          const off = yield* call("POST", "/staff/codes/referrals/active", {
            token: administrator,
            body: { code: "NIGHTOWL", active: false },
          })
          assert.strictEqual(off.status, 200, off.text)
          assert.deepInclude(off.json().referral, { active: false, redemptions: 1 })
          const [row] = yield* latestAudit()
          assert.strictEqual(row?.action, "referral.deactivate")
          assert.deepStrictEqual(row?.before, { code: "NIGHTOWL", streamer: "Night Owl", active: true })
          assert.deepStrictEqual(row?.after, { code: "NIGHTOWL", streamer: "Night Owl", active: false })
          const refused = yield* redeem(player.token, codes[1] as string, "NIGHTOWL")
          assert.strictEqual(refused.status, 422)
          assert.strictEqual(refused.json().message, couponMessages.unknownReferral)
          const offAgain = yield* call("POST", "/staff/codes/referrals/active", {
            token: administrator,
            body: { code: "NIGHTOWL", active: false },
          })
          assert.strictEqual(offAgain.status, 409)
          assert.strictEqual(offAgain.json().message, referralMessages.alreadyInactive)
          const unknown = yield* call("POST", "/staff/codes/referrals/active", {
            token: administrator,
            body: { code: "NOBODY", active: false },
          })
          assert.strictEqual(unknown.status, 404)
          const on = yield* call("POST", "/staff/codes/referrals/active", {
            token: administrator,
            body: { code: "NIGHTOWL", active: true },
          })
          assert.strictEqual(on.status, 200)
          assert.strictEqual(yield* auditCount, auditBefore + 1 + 1 + 1 + 1)

          const list = yield* call("GET", "/staff/codes/referrals", { token: administrator })
          const listed = (list.json().data as ReadonlyArray<Record<string, unknown>>).find(
            (entry) => entry.code === "NIGHTOWL",
          )
          assert.deepInclude(listed, { streamer: "Night Owl", active: true, redemptions: 1 })
        }),
    )

    it.effect("the referral report totals each streamer's redemptions per Manila month", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const { administrator } = yield* staffTokens
        yield* sql`INSERT INTO referral_codes (code, streamer_name) VALUES ('RPT-A', 'Report Ada'), ('RPT-B', 'Report Bo')`
        // 15:59 UTC on 31 January is 23:59 in Manila (January); 16:00 UTC is already 1 February there.
        const redeemed = [
          ["RPT-JAN-1", "100.00", "0.00", "RPT-A", "2020-01-05T02:00:00Z"],
          ["RPT-JAN-2", "250.50", "10.00", "RPT-A", "2020-01-31T15:59:00Z"],
          ["RPT-FEB-1", "0.00", "40.25", "RPT-A", "2020-01-31T16:00:00Z"],
          ["RPT-FEB-2", "99.99", "0.00", "RPT-B", "2020-02-10T08:00:00Z"],
          ["RPT-FEB-3", "0.01", "0.00", "RPT-B", "2020-02-29T15:00:00Z"],
        ] as const
        for (const [code, rcoin, milleage, referral, at] of redeemed) {
          yield* sql`INSERT INTO coupons (code, rcoin_value, milleage_value, redeemed_at, referral_code)
            VALUES (${code}, ${rcoin}, ${milleage}, ${new Date(at)}, ${referral})`
        }
        // Unredeemed and unreferred codes count for nobody.
        yield* sql`INSERT INTO coupons (code, rcoin_value, referral_code) VALUES ('RPT-NOT-YET', '500', NULL)`
        const report = yield* call("GET", "/staff/codes/referrals/report", { token: administrator })
        assert.strictEqual(report.status, 200)
        const rows = (report.json().data as ReadonlyArray<Record<string, unknown>>).filter((row) =>
          String(row.code).startsWith("RPT-"),
        )
        assert.deepStrictEqual(rows, [
          {
            month: "2020-02",
            code: "RPT-A",
            streamer: "Report Ada",
            redemptions: 1,
            rcoin: "0.00",
            milleage: "40.25",
          },
          {
            month: "2020-02",
            code: "RPT-B",
            streamer: "Report Bo",
            redemptions: 2,
            rcoin: "100.00",
            milleage: "0.00",
          },
          {
            month: "2020-01",
            code: "RPT-A",
            streamer: "Report Ada",
            redemptions: 2,
            rcoin: "350.50",
            milleage: "10.00",
          },
        ])
      }),
    )

    it.effect("the demo lists one batch of five codes by the administrator, one of them voided", () =>
      Effect.gen(function* () {
        const { administrator } = yield* staffTokens
        const list = yield* call("GET", "/staff/codes/batches?page=1", { token: administrator })
        const demo = (list.json().data as ReadonlyArray<Record<string, unknown>>).find(
          (batch) => batch.name === demoCodeBatch.name,
        )
        assert.deepInclude(demo, {
          count: 5,
          redeemed: 0,
          voided: 1,
          rcoin: "50.00",
          milleage: "0.00",
          expiresOn: null,
          createdBy: demoStaff.userId,
        })
      }),
    )
  })
})

describe("a batch's CSV", () => {
  it("quotes a field with a comma, quote or line break as RFC 4180 says, and ends every line with CRLF", () => {
    const csv = codesCsv([
      { code: "AB,CD", value: '1"0', currency: "R-Coin", expiry: "", state: "unused" },
      { code: "EF\nGH", value: "2.00", currency: "R-Coin / Milleage", expiry: "2031-01-31", state: "voided" },
    ])
    assert.strictEqual(
      csv,
      'code,value,currency,expiry,state\r\n"AB,CD","1""0",R-Coin,,unused\r\n"EF\nGH",2.00,R-Coin / Milleage,2031-01-31,voided\r\n',
    )
  })
})
