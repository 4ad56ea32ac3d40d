import { characterServiceKinds, maxServiceCooldownHours, serviceCurrencies } from "@gatehouse/domain"
import { Schema } from "effect"
import { ServiceOffer } from "../characterServices.ts"

/** The console's settings of one service. */
export const ServiceOfferPayload = Schema.Struct({
  service: Schema.Literals(characterServiceKinds),
  enabled: Schema.Boolean,
  currency: Schema.Literals(serviceCurrencies),
  price: Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000 })),
  cooldownHours: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: maxServiceCooldownHours })),
})
export type ServiceOfferPayload = typeof ServiceOfferPayload.Type

/** GET /staff/characterservices: every service's settings, and whether the game link is on. */
export const StaffServiceOffers = Schema.Struct({
  gameLinked: Schema.Boolean,
  services: Schema.Array(ServiceOffer),
})
export type StaffServiceOffers = typeof StaffServiceOffers.Type
