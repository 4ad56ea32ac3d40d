import { HttpApiEndpoint } from "effect/http-api"
import { ServiceOfferPayload, StaffServiceOffers } from "../schemas/staff/characterServices.ts"
import { ValidationFailed } from "./errors.ts"
import { resetStatsOffer, resetStatsSettings } from "./examples/characterServices.ts"
import { contractGroup, described } from "./group.ts"
import { AdministratorAccess } from "./staffAccess.ts"

/** The example settings page: the game link on, the example service offered. */
const offersWithGameLink = { gameLinked: true, services: [resetStatsOffer] }

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
          answer: offersWithGameLink,
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
          request: resetStatsSettings,
          answer: offersWithGameLink,
        },
      ),
    )
    .middleware(AdministratorAccess),
) {}
