import { assert, describe, layer } from "@effect/vitest"
import { ticketMessages } from "@gatehouse/domain"
import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { demoEditor, demoPlayer, demoStaff } from "../src/seed/accounts.ts"
import { demoTickets } from "../src/seed/steps/consoleTickets.ts"
import { call, countRows, login, post, registration } from "./support/accounts.ts"
import { databaseKind } from "./support/database.ts"
import { testServer } from "./support/server.ts"
import { assertStaffOnly, auditCount, latestAudit, staffTokens } from "./support/staff.ts"

const ticketCodePattern = /^T-\d{4}-\d{6}$/

const newTicket = (overrides: Record<string, unknown> = {}) => ({
  category: "bug",
  subject: "The map does not open",
  message: "Pressing M does nothing since the last patch.",
  ...overrides,
})

/** A second player, so the tests can prove one player never sees another's tickets. */
const otherPlayer = Effect.gen(function* () {
  const userId = "ticketother"
  const registered = yield* post("/register", {
    body: registration({ userId, userEmail: "ticket.other@example.com" }),
  })
  assert.strictEqual(registered.status, 200, registered.text)
  return (yield* login(userId, "Secret#123")).token
})

/** The ids of a player's purchases and redeemed codes, straight from the database. */
const ownedLinks = (userId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [purchase] = yield* sql<{ id: string }>`
      SELECT p.id::text AS id FROM purchases p JOIN users u ON u.user_num = p.user_num
      WHERE lower(u.user_id) = lower(${userId}) ORDER BY p.id LIMIT 1`
    const [coupon] = yield* sql<{ code: string }>`
      SELECT c.code FROM coupons c JOIN users u ON u.user_num = c.redeemed_by
      WHERE lower(u.user_id) = lower(${userId}) ORDER BY c.code LIMIT 1`
    return { purchaseId: Number(purchase?.id), code: coupon?.code ?? "" }
  }).pipe(Effect.orDie)

const mailbox = (token: string) =>
  Effect.map(call("GET", "/mailbox", { token }), (response) => response.json().unread as number)

describe(`support tickets for players and staff, on ${databaseKind}`, () => {
  layer(testServer())((it) => {
    it.effect("the demo player has the seeded tickets, one answered with its answer still unread", () =>
      Effect.gen(function* () {
        const { player } = yield* staffTokens
        const mine = yield* call("GET", "/mytickets", { token: player })
        assert.strictEqual(mine.status, 200)
        const tickets = mine.json().tickets as ReadonlyArray<{
          subject: string
          status: string
          unread: number
        }>
        assert.sameMembers(
          tickets.map((ticket) => ticket.subject),
          demoTickets.map((ticket) => ticket.subject),
        )
        assert.strictEqual(mine.json().unread, 1)
        assert.strictEqual(yield* mailbox(player), 1)
        const answered = tickets.find((ticket) => ticket.status === "answered")
        assert.strictEqual(answered?.unread, 1)
      }),
    )

    it.effect("a guest is asked to log in for every player call", () =>
      Effect.gen(function* () {
        for (const [method, path] of [
          ["POST", "/submitticket"],
          ["GET", "/mytickets"],
          ["GET", "/mytickets/1"],
          ["POST", "/mytickets/1/reply"],
          ["GET", "/mailbox"],
          ["GET", "/ticketlinks"],
        ] as const) {
          const response = yield* call(method, path, { body: method === "POST" ? newTicket() : undefined })
          assert.strictEqual(response.status, 401, path)
        }
      }),
    )

    it.effect(
      "a player submits a ticket linked to their own purchase and gets its number; nobody else sees it",
      () =>
        Effect.gen(function* () {
          const { player } = yield* staffTokens
          const owned = yield* ownedLinks(demoPlayer.userId)
          const links = yield* call("GET", "/ticketlinks", { token: player })
          assert.include(
            links.json().purchases.map((choice: { ref: string }) => choice.ref),
            String(owned.purchaseId),
          )
          const submitted = yield* post("/submitticket", {
            token: player,
            body: newTicket({ category: "itemshop", purchaseId: owned.purchaseId }),
          })
          assert.strictEqual(submitted.status, 200, submitted.text)
          const { id, ticketCode, message } = submitted.json()
          assert.match(ticketCode, ticketCodePattern)
          assert.include(message, ticketCode)

          const opened = yield* call("GET", `/mytickets/${id}`, { token: player })
          assert.strictEqual(opened.status, 200)
          assert.strictEqual(opened.json().ticket.status, "open")
          assert.strictEqual(opened.json().ticket.category, "itemshop")
          assert.strictEqual(opened.json().link.kind, "purchase")
          assert.strictEqual(opened.json().messages[0].body, newTicket().message)
          assert.strictEqual(opened.json().messages[0].author, demoPlayer.userId)

          const other = yield* otherPlayer
          const peek = yield* call("GET", `/mytickets/${id}`, { token: other })
          assert.strictEqual(peek.status, 404)
          assert.strictEqual(peek.json().message, ticketMessages.notFound)
          const intrude = yield* post(`/mytickets/${id}/reply`, {
            token: other,
            body: { message: "Mine now" },
          })
          assert.strictEqual(intrude.status, 404)
          const theirs = yield* call("GET", "/mytickets", { token: other })
          assert.deepStrictEqual(theirs.json().tickets, [])
          const messages = yield* call("GET", `/mytickets/${id}`, { token: player })
          assert.lengthOf(messages.json().messages, 1)
        }),
    )

    it.effect(
      "a broken form, someone else's purchase or code, and two links are refused and nothing is stored",
      () =>
        Effect.gen(function* () {
          const { player } = yield* staffTokens
          const other = yield* login("ticketother", "Secret#123")
          const owned = yield* ownedLinks(demoPlayer.userId)
          const before = yield* countRows("tickets")

          const blank = yield* post("/submitticket", {
            token: player,
            body: newTicket({ category: "wishes", subject: "  ", message: "" }),
          })
          assert.strictEqual(blank.status, 422)
          assert.deepStrictEqual(blank.json().errors, {
            category: [ticketMessages.categoryRequired],
            subject: [ticketMessages.subjectRequired],
            message: [ticketMessages.messageRequired],
          })
          const tooLong = yield* post("/submitticket", {
            token: player,
            body: newTicket({ subject: "x".repeat(121) }),
          })
          assert.strictEqual(tooLong.status, 422)
          assert.deepStrictEqual(tooLong.json().errors, { subject: [ticketMessages.subjectTooLong] })

          for (const link of [{ purchaseId: owned.purchaseId }, { topUpCode: owned.code }]) {
            const refused = yield* post("/submitticket", { token: other.token, body: newTicket(link) })
            assert.strictEqual(refused.status, 422, JSON.stringify(link))
            assert.strictEqual(refused.json().message, ticketMessages.linkNotYours)
          }
          const both = yield* post("/submitticket", {
            token: player,
            body: newTicket({ purchaseId: owned.purchaseId, topUpCode: owned.code }),
          })
          assert.strictEqual(both.status, 422)
          assert.strictEqual(both.json().message, ticketMessages.oneLinkOnly)
          const malformed = yield* post("/submitticket", {
            token: player,
            body: newTicket({ purchaseId: "12" }),
          })
          assert.strictEqual(malformed.status, 400)
          assert.strictEqual(yield* countRows("tickets"), before)

          const ownCode = yield* post("/submitticket", {
            token: player,
            body: newTicket({ topUpCode: owned.code }),
          })
          assert.strictEqual(ownCode.status, 200)
          const opened = yield* call("GET", `/mytickets/${ownCode.json().id}`, { token: player })
          assert.deepInclude(opened.json().link, {
            kind: "topup",
            ref: owned.code,
            label: `Code ${owned.code}`,
          })
        }),
    )

    it.effect("every staff call refuses guests (401) and players (403) and writes no audit row", () =>
      Effect.gen(function* () {
        yield* assertStaffOnly("GET", "/staff/tickets", "editor")
        yield* assertStaffOnly("GET", "/staff/tickets/1", "editor")
        yield* assertStaffOnly("POST", "/staff/tickets/1/reply", "editor", { message: "Hello" })
        yield* assertStaffOnly("POST", "/staff/tickets/1/close", "editor")
        yield* assertStaffOnly("POST", "/staff/tickets/1/reopen", "editor")
      }),
    )

    it.effect(
      "staff answer (answered, unread in the Mailbox until opened), the player's reply reopens it, close and reopen; one audit row each",
      () =>
        Effect.gen(function* () {
          const { player, editor, administrator } = yield* staffTokens
          const submitted = yield* post("/submitticket", {
            token: player,
            body: newTicket({ subject: "Lost my pet after logging out" }),
          })
          const { id, ticketCode } = submitted.json()
          const unreadBefore = yield* mailbox(player)

          const audits = yield* auditCount
          const answered = yield* post(`/staff/tickets/${id}/reply`, {
            token: editor,
            body: { message: "  Please relog once; the pet returns to your inventory.  " },
          })
          assert.strictEqual(answered.status, 200, answered.text)
          assert.strictEqual(yield* auditCount, audits + 1)
          const [replyRow] = yield* latestAudit()
          assert.strictEqual(replyRow?.staff_user_id, demoEditor.userId)
          assert.strictEqual(replyRow?.action, "ticket.reply")
          assert.strictEqual(replyRow?.target, ticketCode)
          assert.deepStrictEqual(replyRow?.before, { status: "open" })
          assert.deepInclude(replyRow?.after as object, {
            status: "answered",
            message: "Please relog once; the pet returns to your inventory.",
          })

          assert.strictEqual(yield* mailbox(player), unreadBefore + 1)
          const opened = yield* call("GET", `/mytickets/${id}`, { token: player })
          assert.strictEqual(opened.json().ticket.status, "answered")
          assert.strictEqual(opened.json().ticket.unread, 1)
          const answer = opened.json().messages[1]
          assert.isTrue(answer.fromStaff)
          assert.strictEqual(answer.author, demoEditor.userId)
          assert.strictEqual(yield* mailbox(player), unreadBefore)

          const playerReply = yield* post(`/mytickets/${id}/reply`, {
            token: player,
            body: { message: "It worked, thank you!" },
          })
          assert.strictEqual(playerReply.status, 200)
          const reopenedByPlayer = yield* call("GET", `/staff/tickets/${id}`, { token: editor })
          assert.strictEqual(reopenedByPlayer.json().ticket.status, "open")
          assert.strictEqual(reopenedByPlayer.json().ticket.userId, demoPlayer.userId)
          assert.strictEqual(reopenedByPlayer.json().email, demoPlayer.email)
          assert.lengthOf(reopenedByPlayer.json().messages, 3)
          assert.strictEqual(yield* auditCount, audits + 1, "a player's reply is not a staff action")

          const closed = yield* post(`/staff/tickets/${id}/close`, { token: administrator })
          assert.strictEqual(closed.status, 200)
          const [closeRow] = yield* latestAudit()
          assert.strictEqual(closeRow?.action, "ticket.close")
          assert.strictEqual(closeRow?.staff_user_id, demoStaff.userId)
          assert.deepStrictEqual(
            [closeRow?.before, closeRow?.after],
            [{ status: "open" }, { status: "closed" }],
          )
          assert.strictEqual(yield* auditCount, audits + 2)

          const closedAgain = yield* post(`/staff/tickets/${id}/close`, { token: administrator })
          assert.strictEqual(closedAgain.status, 409)
          assert.strictEqual(closedAgain.json().message, ticketMessages.alreadyClosed)
          const playerOnClosed = yield* post(`/mytickets/${id}/reply`, {
            token: player,
            body: { message: "One more" },
          })
          assert.strictEqual(playerOnClosed.status, 409)
          assert.strictEqual(playerOnClosed.json().message, ticketMessages.closedForPlayer)
          const staffOnClosed = yield* post(`/staff/tickets/${id}/reply`, {
            token: editor,
            body: { message: "Hi" },
          })
          assert.strictEqual(staffOnClosed.status, 409)
          assert.strictEqual(staffOnClosed.json().message, ticketMessages.closedForStaff)
          assert.strictEqual(yield* auditCount, audits + 2, "a refused action writes no audit row")

          const reopened = yield* post(`/staff/tickets/${id}/reopen`, { token: editor })
          assert.strictEqual(reopened.status, 200)
          const [reopenRow] = yield* latestAudit()
          assert.strictEqual(reopenRow?.action, "ticket.reopen")
          assert.deepStrictEqual(reopenRow?.after, { status: "open" })
          const reopenedAgain = yield* post(`/staff/tickets/${id}/reopen`, { token: editor })
          assert.strictEqual(reopenedAgain.status, 409)
          assert.strictEqual(reopenedAgain.json().message, ticketMessages.notClosed)
          assert.strictEqual(yield* auditCount, audits + 3)
          const finalState = yield* call("GET", `/mytickets/${id}`, { token: player })
          assert.strictEqual(finalState.json().ticket.status, "open")
        }),
    )

    it.effect("bad staff input is refused readably and changes nothing; unknown tickets are 404", () =>
      Effect.gen(function* () {
        const { editor } = yield* staffTokens
        const audits = yield* auditCount
        const messages = yield* countRows("ticket_messages")
        const blank = yield* post("/staff/tickets/1/reply", { token: editor, body: { message: "   " } })
        assert.strictEqual(blank.status, 422)
        assert.strictEqual(blank.json().message, ticketMessages.messageRequired)
        const tooLong = yield* post("/staff/tickets/1/reply", {
          token: editor,
          body: { message: "x".repeat(4001) },
        })
        assert.strictEqual(tooLong.status, 422)
        assert.strictEqual(tooLong.json().message, ticketMessages.messageTooLong)
        for (const path of [
          "/staff/tickets/999999/reply",
          "/staff/tickets/999999/close",
          "/staff/tickets/999999/reopen",
        ]) {
          const missing = yield* post(path, { token: editor, body: { message: "Hello" } })
          assert.strictEqual(missing.status, 404, path)
          assert.strictEqual(missing.json().message, ticketMessages.notFound)
        }
        const missing = yield* call("GET", "/staff/tickets/999999", { token: editor })
        assert.strictEqual(missing.status, 404)
        const notANumber = yield* call("GET", "/staff/tickets/abc", { token: editor })
        assert.strictEqual(notANumber.status, 400)
        assert.isString(notANumber.json().message)
        assert.strictEqual(yield* auditCount, audits)
        assert.strictEqual(yield* countRows("ticket_messages"), messages)
      }),
    )

    it.effect("the staff queue filters by status, category and text (number, subject or user ID)", () =>
      Effect.gen(function* () {
        const { editor } = yield* staffTokens
        const all = yield* call("GET", "/staff/tickets", { token: editor })
        assert.strictEqual(all.status, 200)
        const rows = all.json().data as ReadonlyArray<{ status: string; ticketCode: string; subject: string }>
        assert.isAbove(rows.length, 3)
        // Waiting tickets come first.
        const firstNotOpen = rows.findIndex((row) => row.status !== "open")
        assert.isTrue(firstNotOpen === -1 || rows.slice(firstNotOpen).every((row) => row.status !== "open"))

        const answered = yield* call("GET", "/staff/tickets?status=answered", { token: editor })
        assert.isAbove(answered.json().data.length, 0)
        assert.isTrue(answered.json().data.every((row: { status: string }) => row.status === "answered"))
        const payment = yield* call("GET", "/staff/tickets?category=payment", { token: editor })
        assert.isTrue(payment.json().data.every((row: { category: string }) => row.category === "payment"))
        const byCode = yield* call("GET", `/staff/tickets?text=${rows[0]?.ticketCode.toLowerCase()}`, {
          token: editor,
        })
        assert.deepStrictEqual(
          byCode.json().data.map((row: { ticketCode: string }) => row.ticketCode),
          [rows[0]?.ticketCode],
        )
        const byPlayer = yield* call("GET", "/staff/tickets?text=TICKETOTHER", { token: editor })
        assert.deepStrictEqual(byPlayer.json().data, [])
        const byUser = yield* call("GET", `/staff/tickets?text=${demoPlayer.userId}&status=open`, {
          token: editor,
        })
        assert.isAbove(byUser.json().data.length, 0)
        const wildcard = yield* call("GET", "/staff/tickets?text=%25", { token: editor })
        assert.deepStrictEqual(wildcard.json().data, [])
        const badStatus = yield* call("GET", "/staff/tickets?status=lost", { token: editor })
        assert.strictEqual(badStatus.status, 400)
      }),
    )
  })
})
