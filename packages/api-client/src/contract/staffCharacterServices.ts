import { HttpApiEndpoint } from "effect/http-api"
import { ServiceOfferPayload, StaffServiceOffers } from "../schemas/staff/characterServices.ts"
import { ValidationFailed } from "./errors.ts"
import { contractGroup } from "./group.ts"
import { AdministratorAccess } from "./staffAccess.ts"

/**
 * The console's Character services page (administrators: prices are set here): each service
 * switched on or off, priced and given a cooldown; every change audited.
 */
export class StaffCharacterServicesGroup extends contractGroup("staffCharacterServices").add(
  HttpApiEndpoint.get("listServiceOffers", "/staff/characterservices", {
    success: StaffServiceOffers,
  }).middleware(AdministratorAccess),
  HttpApiEndpoint.post("updateServiceOffer", "/staff/characterservices/update", {
    payload: ServiceOfferPayload,
    success: StaffServiceOffers,
    error: ValidationFailed,
  }).middleware(AdministratorAccess),
) {}
