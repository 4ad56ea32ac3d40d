import { CurrentUser, GatehouseApi } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { CharacterServices } from "../gamelink/CharacterServices.ts"
import { answerRefusals } from "./refusals.ts"

/** The signed-in player's Character Services page: their characters and the services, and using one. */
export const CharacterServicesHandlers = HttpApiBuilder.group(
  GatehouseApi,
  "characterServices",
  Effect.fn(function* (handlers) {
    const services = yield* CharacterServices
    return handlers
      .handle("getCharacterServices", () =>
        Effect.flatMap(CurrentUser, (user) => services.view(user.UserNum)).pipe(answerRefusals),
      )
      .handle("useCharacterService", ({ payload, headers }) =>
        Effect.flatMap(CurrentUser, (user) =>
          services.use({ userNum: user.UserNum, key: headers["idempotency-key"], request: payload }),
        ).pipe(answerRefusals),
      )
  }),
)
