import { CurrentStaff, GatehouseApi } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { GameLinkConsole } from "../gamelink/GameLinkConsole.ts"
import { answerRefusals } from "./refusals.ts"

/** The administrators' game link page: the reconciliation report and acknowledging balances. */
export const StaffGameLinkHandlers = HttpApiBuilder.group(
  GatehouseApi,
  "staffGameLink",
  Effect.fn(function* (handlers) {
    const gameLink = yield* GameLinkConsole
    return handlers
      .handle("getGameLinkReport", () => gameLink.report.pipe(answerRefusals))
      .handle("acknowledgeGameBalances", () =>
        Effect.flatMap(CurrentStaff, (staff) => gameLink.acknowledge(staff)).pipe(answerRefusals),
      )
  }),
)
