import { CurrentStaff, GatehouseApi } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { ServiceOfferEditor } from "../characterServices/ServiceOfferEditor.ts"
import { ServiceOffers } from "../characterServices/ServiceOffers.ts"
import { answerRefusals } from "./refusals.ts"

/** The console's Character services page (administrators): each service's switch, price and cooldown. */
export const StaffCharacterServicesHandlers = HttpApiBuilder.group(
  GatehouseApi,
  "staffCharacterServices",
  Effect.fn(function* (handlers) {
    const offers = yield* ServiceOffers
    const editor = yield* ServiceOfferEditor
    const all = Effect.map(offers.list, (services) => ({ gameLinked: offers.gameLinked, services }))
    return handlers
      .handle("listServiceOffers", () => all)
      .handle("updateServiceOffer", ({ payload }) =>
        Effect.gen(function* () {
          yield* editor.update(yield* CurrentStaff, payload)
          return yield* all
        }).pipe(answerRefusals),
      )
  }),
)
