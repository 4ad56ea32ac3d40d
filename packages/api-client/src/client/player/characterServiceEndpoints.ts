import {
  CharacterServicesView,
  UseServiceAnswer,
  UseServicePayload,
} from "../../schemas/characterServices.ts"
import { contractCalls } from "../contractCalls.ts"

/** Character services: the player's characters with the services on offer, and using one. */
export const characterServiceEndpoints = contractCalls({
  getCharacterServices: {
    method: "GET",
    path: "/characterservices",
    payload: "none",
    success: CharacterServicesView,
    requiresAuth: true,
  },
  useCharacterService: {
    method: "POST",
    path: "/characterservices/use",
    payload: "body",
    request: UseServicePayload,
    success: UseServiceAnswer,
    requiresAuth: true,
    idempotent: true,
  },
})
