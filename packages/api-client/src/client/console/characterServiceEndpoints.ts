import { ServiceOfferPayload, StaffServiceOffers } from "../../schemas/staff/characterServices.ts"
import { contractCalls } from "../contractCalls.ts"

/** The administrators' Character services page: each service's switch, price and cooldown. */
export const characterServiceEndpoints = contractCalls({
  listServiceOffers: {
    method: "GET",
    path: "/staff/characterservices",
    payload: "none",
    success: StaffServiceOffers,
    requiresAuth: true,
  },
  updateServiceOffer: {
    method: "POST",
    path: "/staff/characterservices/update",
    payload: "body",
    request: ServiceOfferPayload,
    success: StaffServiceOffers,
    requiresAuth: true,
  },
})
