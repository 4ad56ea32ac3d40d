import { HttpApiEndpoint } from "effect/http-api"
import { ServiceOfferPayload, StaffServiceOffers } from "../schemas/staff/characterServices.ts"
import { ValidationFailed } from "./errors.ts"
import { contractGroup, described } from "./group.ts"
import { AdministratorAccess } from "./staffAccess.ts"

export class StaffCharacterServicesGroup extends contractGroup(
  "staffCharacterServices",
  "The console's Character services page (administrators: prices are set here): each service switched on or off, priced and given a cooldown; every change audited.",
).add(
  HttpApiEndpoint.get("listServiceOffers", "/staff/characterservices", {
    success: StaffServiceOffers,
  })
    .annotateMerge(
      described(
        "List the character services' settings",
        "Whether the game link is on, and each service as players see it, switched on or off.",
        {},
        {
          answer: {
            gameLinked: true,
            services: [
              {
                service: "resetStats",
                enabled: true,
                currency: "rcoin",
                price: 150,
                cooldownHours: 168,
                setUp: true,
              },
            ],
          },
        },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.post("updateServiceOffer", "/staff/characterservices/update", {
    payload: ServiceOfferPayload,
    success: StaffServiceOffers,
    error: ValidationFailed,
  })
    .annotateMerge(
      described(
        "Change a character service",
        "Switches a service on or off and sets its currency, price (0 to 1,000,000, at most 2 decimals; whole coins with the game link; 0 exactly when free) and cooldown (0 to 8784 hours); a price the rules refuse is a 422.",
        {},
        {
          request: {
            service: "resetStats",
            enabled: true,
            currency: "rcoin",
            price: 150,
            cooldownHours: 168,
          },
          answer: {
            gameLinked: true,
            services: [
              {
                service: "resetStats",
                enabled: true,
                currency: "rcoin",
                price: 150,
                cooldownHours: 168,
                setUp: true,
              },
            ],
          },
        },
      ),
    )
    .middleware(AdministratorAccess),
) {}
