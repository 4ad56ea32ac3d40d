import { CurrentUser, GatehouseApi } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Tickets } from "../support/Tickets.ts"
import { answerRefusals } from "./refusals.ts"

const currentUserNum = Effect.map(Effect.service(CurrentUser), (user) => user.UserNum)

/** The signed-in player's support tickets: submit, list, open, reply, and the Mailbox count. */
export const TicketsHandlers = HttpApiBuilder.group(
  GatehouseApi,
  "tickets",
  Effect.fn(function* (handlers) {
    const tickets = yield* Tickets
    return handlers
      .handle("submitTicket", ({ payload }) =>
        Effect.flatMap(currentUserNum, (userNum) => tickets.submit(userNum, payload)).pipe(answerRefusals),
      )
      .handle("getTicketLinks", () => Effect.flatMap(currentUserNum, tickets.links))
      .handle("getMyTickets", () => Effect.flatMap(currentUserNum, tickets.list))
      .handle("getMyTicket", ({ params }) =>
        Effect.flatMap(currentUserNum, (userNum) => tickets.open(userNum, params.id)).pipe(answerRefusals),
      )
      .handle("replyToMyTicket", ({ params, payload }) =>
        Effect.flatMap(currentUserNum, (userNum) => tickets.reply(userNum, params.id, payload.message)).pipe(
          Effect.map((message) => ({ message })),
          answerRefusals,
        ),
      )
      .handle("getMailbox", () =>
        Effect.flatMap(currentUserNum, tickets.unread).pipe(Effect.map((unread) => ({ unread }))),
      )
  }),
)
