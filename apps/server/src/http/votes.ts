import { CurrentUser, GatehouseApi } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Votes } from "../votes/Votes.ts"

/** The signed-in player's Vote page: the toplists with their vote addresses and cooldowns. */
export const VotesHandlers = HttpApiBuilder.group(
  GatehouseApi,
  "votes",
  Effect.fn(function* (handlers) {
    const votes = yield* Votes
    return handlers.handle("getVotePage", () =>
      Effect.flatMap(CurrentUser, (user) => votes.page(user.UserNum)),
    )
  }),
)
