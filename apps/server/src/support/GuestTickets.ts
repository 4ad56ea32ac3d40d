import type { GuestTicketPayload, GuestTicketResponse } from "@gatehouse/api-client"
import { guestTicketCategory, guestTicketMessages, isValid, validateGuestTicket } from "@gatehouse/domain"
import { Clock, Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { InputRefused } from "../refusals.ts"
import { writeTicket } from "./newTicket.ts"
import { fieldErrorLists } from "./ticketRecords.ts"

/**
 * Tickets from someone who cannot log in (a forgotten password, a blocked account): an account
 * ticket with the address to answer, in the staff queue with every other ticket. Staff answers are
 * mailed (TicketDesk); the guest has no mailbox to read them in.
 */
export class GuestTickets extends Context.Service<
  GuestTickets,
  { readonly submit: (payload: GuestTicketPayload) => Effect.Effect<GuestTicketResponse, InputRefused> }
>()("gatehouse/server/GuestTickets") {
  static readonly layer = Layer.effect(
    GuestTickets,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const submit = Effect.fn("GuestTickets.submit")(function* (payload: GuestTicketPayload) {
        const errors = validateGuestTicket(payload)
        if (!isValid(errors)) {
          return yield* new InputRefused({
            message: Object.values(errors).join("\n"),
            errors: fieldErrorLists(errors),
          })
        }
        const now = yield* Clock.currentTimeMillis
        const email = payload.email.trim()
        const { code } = yield* sql
          .withTransaction(
            writeTicket(sql, now, {
              userNum: null,
              fromGuest: true,
              email,
              category: guestTicketCategory,
              subject: payload.subject,
              message: payload.message,
            }),
          )
          .pipe(Effect.orDie)
        return { message: guestTicketMessages.sent(code, email), ticketCode: code }
      })
      return GuestTickets.of({ submit })
    }),
  )
}
