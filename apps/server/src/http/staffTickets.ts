import { CurrentStaff, GatehouseApi } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { TicketDesk } from "../support/TicketDesk.ts"
import { answerRefusals } from "./refusals.ts"

const asMessage = Effect.map((message: string) => ({ message }))

/** The console's Tickets page: the queue, one ticket, and answering, closing and reopening (each audited). */
export const StaffTicketsHandlers = HttpApiBuilder.group(
  GatehouseApi,
  "staffTickets",
  Effect.fn(function* (handlers) {
    const desk = yield* TicketDesk
    return handlers
      .handle("getStaffTickets", ({ query }) => desk.queue({ ...query, page: query.page ?? 1 }))
      .handle("getStaffTicket", ({ params }) => desk.ticket(params.id).pipe(answerRefusals))
      .handle("replyToTicket", ({ params, payload }) =>
        Effect.flatMap(Effect.service(CurrentStaff), (staff) =>
          desk.reply(staff, params.id, payload.message),
        ).pipe(asMessage, answerRefusals),
      )
      .handle("closeTicket", ({ params }) =>
        Effect.flatMap(Effect.service(CurrentStaff), (staff) => desk.close(staff, params.id)).pipe(
          asMessage,
          answerRefusals,
        ),
      )
      .handle("reopenTicket", ({ params }) =>
        Effect.flatMap(Effect.service(CurrentStaff), (staff) => desk.reopen(staff, params.id)).pipe(
          asMessage,
          answerRefusals,
        ),
      )
  }),
)
