import type { ServiceOfferPayload } from "@gatehouse/api-client/console"
import { characterServiceTexts, toCents } from "@gatehouse/domain"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { GameLinkSettings } from "../gamelink/settings.ts"
import { numericOf } from "../ledger/amounts.ts"
import { InputRefused } from "../refusals.ts"
import { type Actor, AuditLog } from "../staff/AuditLog.ts"
import { ServiceOffers } from "./ServiceOffers.ts"

export const offerMessages = {
  pricedFree: "A free service has no price; choose R-Coin or Milleage to charge for it.",
  unpriced: "A service paid in R-Coin or Milleage needs a price above 0.",
  cents: "A price has at most two decimals.",
  wholeCoins: "With the game link on, a price must be whole coins: the game's balances have no decimals.",
} as const

/** Administrators changing what a service costs and how often it may be used; each change audited. */
export class ServiceOfferEditor extends Context.Service<
  ServiceOfferEditor,
  {
    readonly update: (actor: Actor, input: ServiceOfferPayload) => Effect.Effect<void, InputRefused>
  }
>()("gatehouse/server/ServiceOfferEditor") {
  static readonly layer = Layer.effect(
    ServiceOfferEditor,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const audit = yield* AuditLog
      const offers = yield* ServiceOffers
      const link = yield* GameLinkSettings

      /** What is wrong with a price, or undefined when it may be saved. */
      const priceProblem = (input: ServiceOfferPayload, cents: number): string | undefined => {
        if (Math.abs(cents - input.price * 100) > 1e-6) return offerMessages.cents
        if (input.currency === "free" && cents !== 0) return offerMessages.pricedFree
        if (input.currency !== "free" && cents <= 0) return offerMessages.unpriced
        if (link.kind === "ran" && cents % 100 !== 0) return offerMessages.wholeCoins
        return undefined
      }

      const update = Effect.fn("ServiceOfferEditor.update")(function* (
        actor: Actor,
        input: ServiceOfferPayload,
      ) {
        const cents = toCents(input.price)
        const problem = priceProblem(input, cents)
        if (problem !== undefined)
          return yield* new InputRefused({ message: problem, errors: { price: [problem] } })
        const before = yield* offers.offer(input.service)
        const { setUp: _setUp, ...kept } = before
        yield* sql
          .withTransaction(
            Effect.gen(function* () {
              yield* sql`UPDATE character_services SET enabled = ${input.enabled}, currency = ${input.currency},
                price = ${numericOf(cents)}, cooldown_hours = ${input.cooldownHours}, updated_at = now()
                WHERE service = ${input.service}`
              yield* audit.record({
                actor,
                action: "characterservice.update",
                target: characterServiceTexts[input.service].name,
                before: kept,
                after: { ...input, price: toCents(input.price) / 100 },
              })
            }),
          )
          .pipe(Effect.orDie)
      })

      return ServiceOfferEditor.of({ update })
    }),
  )
}
