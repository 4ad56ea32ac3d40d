import { CurrentUser, GatehouseApi } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Tickets } from "../support/Tickets.ts"
import { ticketReplyPolicy, ticketSubmitPolicy } from "../support/ticketLimits.ts"
import { RateLimiter, withinLimit } from "./middleware/rateLimit.ts"
import { answerRefusals } from "./refusals.ts"

const currentUserNum = Effect.map(Effect.service(CurrentUser), (user) => user.UserNum)

/**
 * The signed-in player's support tickets: submit, list, open, reply, and the Mailbox count. Filing
 * and replying are limited per account (support/ticketLimits.ts), answered 429 past the limit.
 */
export const TicketsHandlers = HttpApiBuilder.group(
  GatehouseApi,
  "tickets",
  Effect.fn(function* (handlers) {
    const tickets = yield* Tickets
    const limiter = yield* RateLimiter
    return handlers
      .handle("submitTicket", ({ payload }) =>
        Effect.flatMap(currentUserNum, (userNum) =>
          tickets
            .submit(userNum, payload)
            .pipe(answerRefusals, withinLimit(limiter, `tickets:submit:${userNum}`, ticketSubmitPolicy)),
        ),
      )
      .handle("getTicketLinks", () => Effect.flatMap(currentUserNum, tickets.links))
      .handle("getMyTickets", () => Effect.flatMap(currentUserNum, tickets.list))
      .handle("getMyTicket", ({ params }) =>
        Effect.flatMap(currentUserNum, (userNum) => tickets.open(userNum, params.id)).pipe(answerRefusals),
      )
      .handle("replyToMyTicket", ({ params, payload }) =>
        Effect.flatMap(currentUserNum, (userNum) =>
          tickets
            .reply(userNum, params.id, payload.message)
            .pipe(answerRefusals, withinLimit(limiter, `tickets:reply:${userNum}`, ticketReplyPolicy)),
        ).pipe(Effect.map((message) => ({ message }))),
      )
      .handle("getMailbox", () =>
        Effect.flatMap(currentUserNum, tickets.unread).pipe(Effect.map((unread) => ({ unread }))),
      )
  }),
)
