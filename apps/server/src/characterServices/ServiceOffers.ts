import type { ServiceOffer } from "@gatehouse/api-client"
import {
  type CharacterServiceKind,
  characterServiceKinds,
  type ServiceCurrency,
  toCents,
} from "@gatehouse/domain"
import { Context, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { decodeRows } from "../database/rows.ts"
import { GameLinkSettings } from "../gamelink/settings.ts"

/** A service's row: the price as exact `numeric` text. */
const OfferRow = Schema.Struct({
  service: Schema.Literals(characterServiceKinds),
  enabled: Schema.Boolean,
  currency: Schema.Literals(["free", "rcoin", "milleage"]),
  price: Schema.String,
  cooldown_hours: Schema.Int,
})

/** What a service costs, in cents of its balance (0 when free). */
export interface OfferPrice {
  readonly currency: ServiceCurrency
  readonly cents: number
}

/** Services that move a character to its school's campus need every school's start map and gate. */
const needsCampus: ReadonlyArray<CharacterServiceKind> = ["changeSchool", "unstuck"]

/**
 * What staff offer (docs/character-services.md): each service on or off, its price in one balance
 * or free, and its cooldown; `setUp` says whether this server has what the service needs.
 */
export class ServiceOffers extends Context.Service<
  ServiceOffers,
  {
    /** Whether a game link is on: without one, players see the services as needing it. */
    readonly gameLinked: boolean
    readonly list: Effect.Effect<ReadonlyArray<ServiceOffer>>
    readonly offer: (service: CharacterServiceKind) => Effect.Effect<ServiceOffer>
  }
>()("gatehouse/server/ServiceOffers") {
  static readonly layer = Layer.effect(
    ServiceOffers,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const link = yield* GameLinkSettings
      const campusesSet = link.kind === "ran" && link.schoolStarts !== undefined

      const offerOf = (row: typeof OfferRow.Type): ServiceOffer => ({
        service: row.service,
        enabled: row.enabled,
        currency: row.currency,
        price: Number(row.price),
        cooldownHours: row.cooldown_hours,
        setUp: !needsCampus.includes(row.service) || campusesSet,
      })

      const rows = decodeRows(
        OfferRow,
        sql`SELECT service, enabled, currency, price::text AS price, cooldown_hours FROM character_services`,
      ).pipe(Effect.orDie)

      const list = Effect.map(rows, (found) =>
        characterServiceKinds.flatMap((service) =>
          found.filter((row) => row.service === service).map(offerOf),
        ),
      )

      const offer = (service: CharacterServiceKind) =>
        Effect.flatMap(list, (offers) => {
          const found = offers.find((each) => each.service === service)
          return found === undefined
            ? Effect.die(new Error(`no offer row for ${service}`))
            : Effect.succeed(found)
        })

      return ServiceOffers.of({ gameLinked: link.kind !== "none", list, offer })
    }),
  )
}

/** The price of an offer in cents of its balance. */
export const priceOf = (offer: ServiceOffer): OfferPrice => ({
  currency: offer.currency,
  cents: offer.currency === "free" ? 0 : toCents(offer.price),
})
