import { GatehouseApi } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { GuestTickets } from "../support/GuestTickets.ts"
import { ticketSubmitPolicy } from "../support/ticketLimits.ts"
import { ClientAddress } from "./clientAddress.ts"
import { RateLimiter, withinLimit } from "./middleware/rateLimit.ts"
import { answerRefusals } from "./refusals.ts"

/** Lower case, trimmed and cut to the counters' key column: one bucket per mailbox however it is typed. */
const emailKey = (email: string) => email.trim().toLowerCase().slice(0, 100)

/**
 * A guest's account ticket. No account to count against, so the player's limit (ticketLimits.ts)
 * applies per client address and per e-mail address: neither one machine nor one mailbox files
 * more than a player may. Answered 429 past either.
 */
export const GuestTicketsHandlers = HttpApiBuilder.group(
  GatehouseApi,
  "guestTickets",
  Effect.fn(function* (handlers) {
    const tickets = yield* GuestTickets
    const limiter = yield* RateLimiter
    const clientAddress = yield* ClientAddress
    return handlers.handle("submitGuestTicket", ({ payload, request }) =>
      tickets
        .submit(payload)
        .pipe(
          answerRefusals,
          withinLimit(limiter, `tickets:guest-email:${emailKey(payload.email)}`, ticketSubmitPolicy),
          withinLimit(limiter, `tickets:guest-address:${clientAddress.of(request)}`, ticketSubmitPolicy),
        ),
    )
  }),
)
