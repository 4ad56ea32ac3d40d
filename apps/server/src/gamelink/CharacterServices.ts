import type { CharacterServicesView, UseServiceAnswer, UseServicePayload } from "@gatehouse/api-client"
import { characterServiceMessages } from "@gatehouse/domain"
import { Context, Effect, Layer } from "effect"
import { ServiceOffers } from "../characterServices/ServiceOffers.ts"
import { ServiceUses } from "../characterServices/ServiceUses.ts"
import { type InputRefused, type NotAvailable, StateConflict } from "../refusals.ts"

/** How many of a player's uses their page lists. */
export const recentUses = 10

/**
 * Character services (docs/character-services.md): the player's characters as the game holds them,
 * with what staff offer, and using a service. Only the RAN link can do them (ran/ranCharacterServices.ts).
 */
export class CharacterServices extends Context.Service<
  CharacterServices,
  {
    /** A game that does not answer is a StateConflict saying so. */
    readonly view: (userNum: number) => Effect.Effect<CharacterServicesView, StateConflict>
    readonly use: (input: {
      readonly userNum: number
      readonly key: string | undefined
      readonly request: UseServicePayload
    }) => Effect.Effect<UseServiceAnswer, InputRefused | NotAvailable | StateConflict>
  }
>()("gatehouse/server/CharacterServices") {
  /** No game: the page says the services need the game link; using one is refused. */
  static readonly none = Layer.effect(
    CharacterServices,
    Effect.gen(function* () {
      const offers = yield* ServiceOffers
      const uses = yield* ServiceUses
      return CharacterServices.of({
        view: (userNum) =>
          Effect.gen(function* () {
            return {
              gameLinked: false,
              services: yield* offers.list,
              characters: [],
              loginStuck: false,
              accountFixUntil: null,
              recent: yield* uses.recent(userNum, recentUses),
            }
          }),
        use: () => Effect.fail(new StateConflict({ message: characterServiceMessages.needsGameLink })),
      })
    }),
  )
}
