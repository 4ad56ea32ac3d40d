import { assert } from "@effect/vitest"
import type { StaffRole } from "@gatehouse/domain"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { demoEditor, demoPlayer, demoStaff } from "../../src/seed/accounts.ts"
import { call, login } from "./accounts.ts"

/** Tokens of the demo's player, content editor and administrator. */
export const staffTokens = Effect.gen(function* () {
  const player = yield* login(demoPlayer.userId, demoPlayer.password)
  const editor = yield* login(demoEditor.userId, demoEditor.password)
  const administrator = yield* login(demoStaff.userId, demoStaff.password)
  return { player: player.token, editor: editor.token, administrator: administrator.token }
})

/**
 * Proves a staff call refuses whoever may not make it: a guest with 401, a player with 403 and,
 * where it needs an administrator, a content editor with 403; and that nothing was written to the
 * audit log by the refused calls.
 */
export const assertStaffOnly = (
  method: "GET" | "POST",
  path: string,
  needed: StaffRole,
  body: unknown = method === "POST" ? {} : undefined,
) =>
  Effect.gen(function* () {
    const tokens = yield* staffTokens
    const before = yield* auditCount
    const asGuest = yield* call(method, path, { body })
    assert.strictEqual(asGuest.status, 401, `${path} as a guest`)
    const asPlayer = yield* call(method, path, { body, token: tokens.player })
    assert.strictEqual(asPlayer.status, 403, `${path} as a player`)
    assert.strictEqual(asPlayer.json().message, "This is for staff only.")
    if (needed === "administrator") {
      const asEditor = yield* call(method, path, { body, token: tokens.editor })
      assert.strictEqual(asEditor.status, 403, `${path} as a content editor`)
      assert.strictEqual(asEditor.json().message, "Only an administrator may do this.")
    }
    assert.strictEqual(yield* auditCount, before, `${path}: a refused call writes no audit row`)
  })

/** How many rows the audit log holds. */
export const auditCount = Effect.flatMap(Effect.service(SqlClient.SqlClient), (sql) =>
  Effect.map(sql<{ count: string }>`SELECT count(*)::text AS count FROM staff_audit`, ([row]) =>
    Number(row?.count ?? 0),
  ),
).pipe(Effect.orDie)

/** The newest audit rows, newest first, as the database keeps them. */
export const latestAudit = (limit = 1) =>
  Effect.flatMap(
    Effect.service(SqlClient.SqlClient),
    (sql) =>
      sql<{
        staff_user_id: string
        action: string
        target: string
        before: unknown
        after: unknown
      }>`SELECT staff_user_id, action, target, before, after FROM staff_audit ORDER BY id DESC LIMIT ${limit}`,
  ).pipe(Effect.orDie)
