import { assert, describe, layer } from "@effect/vitest"
import {
  guestTicketMessages,
  ticketMessages,
  tooManyRequestsMessage,
  validationMessages,
} from "@gatehouse/domain"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { ticketSubmitPolicy } from "../src/support/ticketLimits.ts"
import { call, freshAddress, post } from "./support/accounts.ts"
import { databaseKind } from "./support/database.ts"
import { testServer } from "./support/server.ts"
import { staffTokens } from "./support/staff.ts"

const ticketCodePattern = /^T-\d{4}-\d{6}$/

let guests = 0

/** A guest's ticket from an address of its own, to a mailbox of its own unless one is given. */
const guestTicket = (overrides: Record<string, unknown> = {}) => {
  guests += 1
  return {
    email: `locked.out.${guests}@example.com`,
    subject: "I forgot my password and my mail",
    message: "My account is demolocked; the reset mail goes to an address I lost. Can you help?",
    ...overrides,
  }
}

/** The outbox's mails to one address, oldest first. */
const mailsTo = (address: string) =>
  Effect.flatMap(
    Effect.service(SqlClient.SqlClient),
    (sql) =>
      sql<{ subject: string; body_text: string }>`
      SELECT subject, body_text FROM mail_outbox WHERE to_address = ${address} ORDER BY id`,
  ).pipe(Effect.orDie)

describe(`tickets from guests who cannot log in, on ${databaseKind}`, () => {
  layer(testServer())((it) => {
    it.effect("a guest files an account ticket; staff find it in the queue and their answer is mailed", () =>
      Effect.gen(function* () {
        const ticket = guestTicket()
        const filed = yield* post("/guestticket", { body: ticket })
        assert.strictEqual(filed.status, 200, filed.text)
        const { ticketCode, message } = filed.json()
        assert.match(ticketCode, ticketCodePattern)
        assert.strictEqual(message, guestTicketMessages.sent(ticketCode, ticket.email))

        const { administrator, editor } = yield* staffTokens
        const queue = yield* call("GET", `/staff/tickets?text=${encodeURIComponent(ticket.email)}`, {
          token: editor,
        })
        assert.strictEqual(queue.status, 200, queue.text)
        const [row] = queue.json().data
        assert.strictEqual(row.ticketCode, ticketCode)
        assert.strictEqual(row.category, "account")
        assert.strictEqual(row.status, "open")
        assert.strictEqual(row.guestEmail, ticket.email)
        assert.isNull(row.userId)

        const opened = yield* call("GET", `/staff/tickets/${row.id}`, { token: administrator })
        assert.strictEqual(opened.json().email, ticket.email)
        assert.strictEqual(opened.json().messages[0].body, ticket.message)
        assert.deepStrictEqual(yield* mailsTo(ticket.email), [])

        const answer =
          "Your account is yours again: log in with the password we just mailed to you separately."
        const replied = yield* post(`/staff/tickets/${row.id}/reply`, {
          token: administrator,
          body: { message: answer },
        })
        assert.strictEqual(replied.status, 200, replied.text)
        const mails = yield* mailsTo(ticket.email)
        assert.strictEqual(mails.length, 1)
        assert.include(mails[0]?.subject, ticketCode)
        assert.include(mails[0]?.body_text, answer)
        const after = yield* call("GET", `/staff/tickets/${row.id}`, { token: administrator })
        assert.strictEqual(after.json().ticket.status, "answered")
      }),
    )

    it.effect("a player's ticket is answered in their Mailbox, not by mail", () =>
      Effect.gen(function* () {
        const { player, administrator } = yield* staffTokens
        const filed = yield* post("/submitticket", {
          token: player,
          body: { category: "bug", subject: "Map key", message: "M does nothing." },
        })
        const { id } = filed.json()
        const opened = yield* call("GET", `/staff/tickets/${id}`, { token: administrator })
        assert.isNull(opened.json().ticket.guestEmail)
        const before = yield* mailsTo(opened.json().email)
        yield* post(`/staff/tickets/${id}/reply`, { token: administrator, body: { message: "Fixed." } })
        assert.deepStrictEqual(yield* mailsTo(opened.json().email), before)
      }),
    )

    it.effect(
      "a wrong e-mail, a blank subject or a message past the limit is refused with its sentence",
      () =>
        Effect.gen(function* () {
          for (const [fields, field, sentence] of [
            [{ email: "not-an-address" }, "email", validationMessages.emailInvalid],
            [{ email: " " }, "email", validationMessages.emailRequired],
            [{ email: `${"x".repeat(60)}@example.com` }, "email", guestTicketMessages.emailTooLong],
            [{ subject: "  " }, "subject", ticketMessages.subjectRequired],
            [{ message: "x".repeat(4001) }, "message", ticketMessages.messageTooLong],
          ] as const) {
            const refused = yield* post("/guestticket", { body: guestTicket(fields) })
            assert.strictEqual(refused.status, 422, refused.text)
            assert.deepStrictEqual(refused.json().errors[field], [sentence])
          }
          const missing = yield* post("/guestticket", { body: { subject: "No address" } })
          assert.strictEqual(missing.status, 400, missing.text)
          assert.isString(missing.json().message)
        }),
    )

    it.effect("one address files at most a player's limit; refused forms do not count", () =>
      Effect.gen(function* () {
        const ip = freshAddress()
        const blank = yield* post("/guestticket", { ip, body: guestTicket({ subject: "" }) })
        assert.strictEqual(blank.status, 422)
        for (let filed = 0; filed < ticketSubmitPolicy.limit; filed += 1) {
          const accepted = yield* post("/guestticket", { ip, body: guestTicket() })
          assert.strictEqual(accepted.status, 200, accepted.text)
        }
        const over = yield* post("/guestticket", { ip, body: guestTicket() })
        assert.strictEqual(over.status, 429)
        assert.strictEqual(over.json().message, tooManyRequestsMessage)
      }),
    )

    it.effect("one mailbox files at most a player's limit, from any address", () =>
      Effect.gen(function* () {
        const email = "Same.Mailbox@example.com"
        for (let filed = 0; filed < ticketSubmitPolicy.limit; filed += 1) {
          const accepted = yield* post("/guestticket", { body: guestTicket({ email }) })
          assert.strictEqual(accepted.status, 200, accepted.text)
        }
        const over = yield* post("/guestticket", {
          body: guestTicket({ email: " same.mailbox@EXAMPLE.com " }),
        })
        assert.strictEqual(over.status, 429)
      }),
    )
  })
})
