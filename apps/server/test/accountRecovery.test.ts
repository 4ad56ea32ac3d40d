import { mkdtempSync } from "node:fs"
import { readdir, readFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import * as path from "node:path"
import { assert, describe, layer } from "@effect/vitest"
import { validationMessages } from "@gatehouse/domain"
import { Effect, Logger } from "effect"
import { SqlClient } from "effect/sql"
import { accountMessages, fieldMessages } from "../src/accounts/messages.ts"
import { ratePolicies } from "../src/http/middleware/rateLimit.ts"
import { withheldText } from "../src/mail/Mailer.ts"
import { demoPlayer, demoStaff } from "../src/seed/accounts.ts"
import { call, countRows, freshAddress, login, post, userRow } from "./support/accounts.ts"
import { databaseKind } from "./support/database.ts"
import { testServer } from "./support/server.ts"

/**
 * The server delivers into a mail drop directory (MAIL_DIR, read when the test server starts), the
 * way a development machine does: the test reads the mail as its recipient would.
 */
const mailDir = mkdtempSync(path.join(tmpdir(), "gatehouse-recovery-mail-"))

/** Every line the server logs at info level and above, as JSON, to prove no reset link is ever logged. */
const logged: Array<string> = []
const capture = Logger.map(Logger.formatStructured, (entry) => {
  logged.push(JSON.stringify(entry))
})

interface OutboxMail {
  readonly id: number
  readonly to: string
  readonly subject: string
  readonly body: string
  readonly sentAt: string | null
}

/** The outbox as the staff call shows it, newest first. */
const outbox = Effect.gen(function* () {
  const { token } = yield* login(demoStaff.userId, demoStaff.password)
  const response = yield* call("GET", "/staff/mail-outbox", { token })
  assert.strictEqual(response.status, 200)
  return response.json().data as ReadonlyArray<OutboxMail>
})

/** A delivered message's text, with quoted-printable soft breaks and escapes undone. */
const unfolded = (message: string) =>
  message
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))

/** The delivered message of an outbox row (files are named by row id); delivery runs in the background. */
const delivered = (id: number) =>
  Effect.promise(async () => {
    const prefix = `${String(id).padStart(8, "0")}-`
    for (let waited = 0; waited < 10_000; waited += 20) {
      const name = (await readdir(mailDir)).find((candidate) => candidate.startsWith(prefix))
      if (name !== undefined) return unfolded(await readFile(path.join(mailDir, name), "utf8"))
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    throw new Error(`mail ${id} was not delivered`)
  })

/**
 * The reset token in the newest mail to the address, as its recipient reads it. The staff outbox
 * shows the same mail with the link withheld.
 */
const mailedResetToken = (to: string) =>
  Effect.gen(function* () {
    const mail = (yield* outbox).find((candidate) => candidate.to === to)
    assert.isDefined(mail, `a mail to ${to}`)
    assert.notInclude(mail?.body, "reset=")
    assert.include(mail?.body, withheldText)
    const token = /\/findaccount\?reset=([A-Za-z0-9_-]+)/.exec(yield* delivered(mail?.id ?? 0))?.[1]
    assert.isDefined(token, `a reset link mailed to ${to}`)
    return token ?? ""
  })

describe(`account recovery by mail, on ${databaseKind}`, () => {
  layer(
    testServer({
      observability: { logLevel: "info" },
      logger: capture,
      environment: { MAIL_DIR: mailDir },
    }),
  )((it) => {
    it.effect("Find ID: the same answer for any address; only a registered one gets mail", () =>
      Effect.gen(function* () {
        const before = yield* countRows("mail_outbox")
        const unknown = yield* post("/findUserID", { body: { findIDEmail: "nobody@example.com" } })
        assert.strictEqual(unknown.status, 200)
        assert.deepStrictEqual(unknown.json(), { message: accountMessages.findIdSent })
        assert.strictEqual(yield* countRows("mail_outbox"), before)

        const known = yield* post("/findUserID", { body: { findIDEmail: "  DemoHero@Example.com " } })
        assert.deepStrictEqual(known.json(), unknown.json())
        const [mail] = yield* outbox
        assert.strictEqual(mail?.subject, "Your Gatehouse User ID")
        assert.include(mail?.body, demoPlayer.userId)
        assert.notInclude(mail?.body, demoPlayer.password)
        assert.include(yield* delivered(mail?.id ?? 0), demoPlayer.userId)

        for (const [findIDEmail, message] of [
          ["", validationMessages.findIdEmailRequired],
          ["not-an-address", validationMessages.emailInvalid],
        ] as const) {
          const refused = yield* post("/findUserID", { body: { findIDEmail } })
          assert.strictEqual(refused.status, 422)
          assert.deepStrictEqual(refused.json().errors, { findIDEmail: [message] })
        }
      }),
    )

    it.effect("Find Password: a single-use, expiring link, only when user ID and e-mail match", () =>
      Effect.gen(function* () {
        const before = yield* countRows("mail_outbox")
        for (const body of [
          { findPWID: demoPlayer.userId, findPWEmail: "someone.else@example.com" },
          { findPWID: "nobody-here", findPWEmail: demoPlayer.email },
        ]) {
          const answer = yield* post("/findPassword", { body })
          assert.deepStrictEqual(answer.json(), { message: accountMessages.findPasswordSent })
        }
        assert.strictEqual(yield* countRows("mail_outbox"), before)
        const refused = yield* post("/findPassword", { body: { findPWID: "", findPWEmail: "" } })
        assert.strictEqual(refused.status, 422)
        assert.deepStrictEqual(refused.json().errors, {
          findPWID: [validationMessages.findPasswordUserIdRequired],
          findPWEmail: [validationMessages.findPasswordEmailRequired],
        })

        const asked = yield* post("/findPassword", {
          body: { findPWID: "DEMOHERO", findPWEmail: demoPlayer.email.toUpperCase() },
        })
        assert.deepStrictEqual(asked.json(), { message: accountMessages.findPasswordSent })
        const token = yield* mailedResetToken(demoPlayer.email)
        const passwordBefore = (yield* userRow(demoPlayer.userId))?.password_hash
        const { token: session } = yield* login(demoPlayer.userId, demoPlayer.password)

        // A password the rules refuse, or a wrong token, uses nothing up and changes nothing.
        const short = yield* post("/reset-password", { body: { token, NewUserPass: "Abc#123" } })
        assert.strictEqual(short.status, 422)
        assert.deepStrictEqual(short.json().errors, { NewUserPass: [fieldMessages.passwordTooShort] })
        const common = yield* post("/reset-password", { body: { token, NewUserPass: "sunshine" } })
        assert.strictEqual(common.status, 422)
        assert.deepStrictEqual(common.json().errors, { NewUserPass: [fieldMessages.passwordTooCommon] })
        const forged = yield* post("/reset-password", {
          // One character changed: the last one, to a letter it is not.
          body: {
            token: `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`,
            NewUserPass: "Fresh#2025",
          },
        })
        assert.strictEqual(forged.status, 422)
        assert.strictEqual(forged.json().message, accountMessages.resetLinkInvalid)
        assert.strictEqual((yield* userRow(demoPlayer.userId))?.password_hash, passwordBefore)

        const reset = yield* post("/reset-password", { body: { token, NewUserPass: "Fresh#2025" } })
        assert.strictEqual(reset.status, 200)
        assert.deepStrictEqual(reset.json(), { message: accountMessages.passwordReset })
        assert.strictEqual((yield* call("GET", "/user-ip", { token: session })).status, 401)
        assert.strictEqual((yield* login(demoPlayer.userId, "Fresh#2025")).status, 1)
        const reused = yield* post("/reset-password", { body: { token, NewUserPass: "Other#2025" } })
        assert.strictEqual(reused.status, 422)

        // Only the newest link works, and none after it expires.
        yield* post("/findPassword", { body: { findPWID: demoPlayer.userId, findPWEmail: demoPlayer.email } })
        const first = yield* mailedResetToken(demoPlayer.email)
        yield* post("/findPassword", { body: { findPWID: demoPlayer.userId, findPWEmail: demoPlayer.email } })
        const second = yield* mailedResetToken(demoPlayer.email)
        assert.notStrictEqual(first, second)
        const retired = yield* post("/reset-password", { body: { token: first, NewUserPass: "Other#2025" } })
        assert.strictEqual(retired.status, 422)
        const sql = yield* SqlClient.SqlClient
        // The server runs on the test clock, so the link is aged by moving its expiry before its creation.
        yield* sql`UPDATE password_resets SET expires_at = created_at - interval '1 second' WHERE used_at IS NULL`
        const expired = yield* post("/reset-password", { body: { token: second, NewUserPass: "Other#2025" } })
        assert.strictEqual(expired.status, 422)
        assert.strictEqual((yield* login(demoPlayer.userId, "Fresh#2025")).status, 1)

        // No reset link reached the server's output, while every one of them was delivered.
        assert.isAbove(logged.length, 0)
        for (const line of logged) assert.notInclude(line, "reset=")
      }),
    )

    it.effect("the outbox is for staff only", () =>
      Effect.gen(function* () {
        const { token } = yield* login(demoPlayer.userId, "Fresh#2025")
        const refused = yield* call("GET", "/staff/mail-outbox", { token })
        assert.strictEqual(refused.status, 403)
        assert.deepStrictEqual(refused.json(), { _tag: "Forbidden", message: accountMessages.staffOnly })
        assert.strictEqual((yield* call("GET", "/staff/mail-outbox")).status, 401)
      }),
    )

    it.effect("recovery is throttled per address and per account, without telling which", () =>
      Effect.gen(function* () {
        const ip = freshAddress()
        const limit = ratePolicies.findUserId?.limit ?? 0
        for (let attempt = 0; attempt < limit; attempt++) {
          yield* post("/findUserID", { ip, body: { findIDEmail: `someone${attempt}@example.com` } })
        }
        const byAddress = yield* post("/findUserID", { ip, body: { findIDEmail: "late@example.com" } })
        assert.strictEqual(byAddress.status, 429)

        // From many addresses, one account still gets only a few links.
        const before = yield* countRows("mail_outbox")
        const statuses: Array<number> = []
        for (let attempt = 0; attempt < 6; attempt++) {
          const response = yield* post("/findPassword", {
            body: { findPWID: demoStaff.userId, findPWEmail: demoStaff.email },
          })
          statuses.push(response.status)
        }
        assert.deepStrictEqual(statuses, [200, 200, 200, 200, 200, 429])
        assert.strictEqual(yield* countRows("mail_outbox"), before + 5)
      }),
    )
  })
})
