import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { demoEditor, demoStaff } from "../src/seed/accounts.ts"
import { call } from "./support/accounts.ts"
import { databaseKind } from "./support/database.ts"
import { TestServer, testServer } from "./support/server.ts"
import { assertStaffOnly, auditCount, latestAudit, staffTokens } from "./support/staff.ts"

/** The smallest PNG there is: one transparent pixel. */
const onePixelPng =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="

const svgWithScript = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
).toString("base64")

describe(`what every console page shares, on ${databaseKind}`, () => {
  layer(testServer())((it) => {
    it.effect("the audit log and uploads refuse guests (401) and players (403)", () =>
      Effect.gen(function* () {
        yield* assertStaffOnly("GET", "/staff/audit", "editor")
        yield* assertStaffOnly("POST", "/staff/uploads", "editor", { fileName: "a.png", data: onePixelPng })
      }),
    )

    it.effect(
      "an editor uploads a picture: stored once, served with its type and a year of caching, audited",
      () =>
        Effect.gen(function* () {
          const { editor } = yield* staffTokens
          const first = yield* call("POST", "/staff/uploads", {
            token: editor,
            body: { fileName: "pixel.png", data: onePixelPng },
          })
          assert.strictEqual(first.status, 200)
          const stored = first.json()
          assert.strictEqual(stored.contentType, "image/png")
          assert.strictEqual(stored.size, 68)
          assert.match(stored.url, /^\/media\/uploads\/[0-9a-f]{32}$/)
          const again = yield* call("POST", "/staff/uploads", {
            token: editor,
            body: { fileName: "same.png", data: onePixelPng },
          })
          assert.strictEqual(again.json().url, stored.url)

          const served = yield* (yield* TestServer).send(stored.url)
          assert.strictEqual(served.status, 200)
          assert.strictEqual(served.headers["content-type"], "image/png")
          assert.include(served.headers["cache-control"] ?? "", "immutable")
          assert.deepStrictEqual([...served.raw], [...Buffer.from(onePixelPng, "base64")])

          const [row] = yield* latestAudit()
          assert.strictEqual(row?.staff_user_id, demoEditor.userId)
          assert.strictEqual(row?.action, "upload.create")
          assert.strictEqual(row?.target, stored.id)
        }),
    )

    it.effect("an SVG, a file that is no picture, and an unknown picture address are refused", () =>
      Effect.gen(function* () {
        const { editor } = yield* staffTokens
        const before = yield* auditCount
        for (const data of [svgWithScript, Buffer.from("just text").toString("base64")]) {
          const refused = yield* call("POST", "/staff/uploads", {
            token: editor,
            body: { fileName: "x.png", data },
          })
          assert.strictEqual(refused.status, 422)
          assert.strictEqual(refused.json().message, "Only PNG, JPEG, GIF and WebP pictures can be uploaded.")
        }
        const notBase64 = yield* call("POST", "/staff/uploads", {
          token: editor,
          body: { fileName: "x.png", data: "%%%" },
        })
        assert.strictEqual(notBase64.status, 400)
        assert.strictEqual(yield* auditCount, before)
        const missing = yield* (yield* TestServer).send(`/media/uploads/${"0".repeat(32)}`)
        assert.strictEqual(missing.status, 404)
      }),
    )

    it.effect("staff read the log newest first and filter it by staff member, action and target", () =>
      Effect.gen(function* () {
        const { editor, administrator } = yield* staffTokens
        yield* call("POST", "/staff/uploads", {
          token: administrator,
          body: { fileName: "p.png", data: onePixelPng },
        })
        const all = yield* call("GET", "/staff/audit", { token: editor })
        assert.strictEqual(all.status, 200)
        assert.strictEqual(all.json().data[0].staffUserId, demoStaff.userId)
        const mine = yield* call(
          "GET",
          `/staff/audit?staff=${demoEditor.userId.toUpperCase()}&action=upload`,
          {
            token: administrator,
          },
        )
        const rows = mine.json().data as ReadonlyArray<{ staffUserId: string; action: string }>
        assert.isAbove(rows.length, 0)
        assert.isTrue(
          rows.every((row) => row.staffUserId === demoEditor.userId && row.action === "upload.create"),
        )
        const none = yield* call("GET", "/staff/audit?action=no_such%25", { token: editor })
        assert.deepStrictEqual(none.json().data, [])
        const badPage = yield* call("GET", "/staff/audit?page=0", { token: editor })
        assert.strictEqual(badPage.status, 400)
      }),
    )

    it.effect("nobody can change or delete an audit row, not even with the database's own rights", () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const before = yield* latestAudit(1)
        for (const attempt of [
          sql`UPDATE staff_audit SET action = 'forged'`,
          sql`DELETE FROM staff_audit`,
          sql`TRUNCATE staff_audit`,
        ]) {
          const outcome = yield* Effect.exit(attempt)
          assert.isTrue(outcome._tag === "Failure")
        }
        assert.deepStrictEqual(yield* latestAudit(1), before)
      }),
    )
  })
})
