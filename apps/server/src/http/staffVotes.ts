import { CurrentStaff, GatehouseApi } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import { HttpServerRequest } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { Settings } from "../config.ts"
import { publicOriginOf } from "../pages/publicOrigin.ts"
import { Toplists, toplistAnswers } from "../votes/Toplists.ts"
import { Votes } from "../votes/Votes.ts"
import { answerRefusals } from "./refusals.ts"

/** The console's Votes page (administrators): the toplists, and the votes per site per day. */
export const StaffVotesHandlers = HttpApiBuilder.group(
  GatehouseApi,
  "staffVotes",
  Effect.fn(function* (handlers) {
    const toplists = yield* Toplists
    const votes = yield* Votes
    const originOf = publicOriginOf(yield* Settings)
    const origin = Effect.map(HttpServerRequest.HttpServerRequest, originOf)
    return handlers
      .handle("listToplists", () =>
        Effect.gen(function* () {
          return { toplists: yield* toplists.list(yield* origin) }
        }),
      )
      .handle("createToplist", ({ payload }) =>
        Effect.gen(function* () {
          const toplist = yield* toplists.create(yield* CurrentStaff, yield* origin, payload)
          return { message: toplistAnswers.created(toplist.name), toplist }
        }).pipe(answerRefusals),
      )
      .handle("updateToplist", ({ payload: { id, ...fields } }) =>
        Effect.gen(function* () {
          const toplist = yield* toplists.update(yield* CurrentStaff, yield* origin, id, fields)
          return { message: toplistAnswers.saved(toplist.name), toplist }
        }).pipe(answerRefusals),
      )
      .handle("getVoteReport", () => votes.report)
  }),
)
