import { HttpApiEndpoint } from "effect/http-api"
import { CharacterServicesView, UseServiceAnswer, UseServicePayload } from "../schemas/characterServices.ts"
import { IdempotencyHeaders } from "../schemas/idempotency.ts"
import { Conflict, NotFound, ValidationFailed } from "./errors.ts"
import { contractGroup } from "./group.ts"
import { Authorization } from "./middleware.ts"

/**
 * Character services (docs/character-services.md): the signed-in player's characters as the game
 * holds them with the services on offer, and using one. A refusal that changes nothing (an online
 * character, a cooldown, a name taken, too little balance) is a 409 with the reason; with no game
 * link, the view says so and using a service is a 409.
 */
export class CharacterServicesGroup extends contractGroup("characterServices").add(
  HttpApiEndpoint.get("getCharacterServices", "/characterservices", {
    success: CharacterServicesView,
    error: Conflict,
  }).middleware(Authorization),
  HttpApiEndpoint.post("useCharacterService", "/characterservices/use", {
    payload: UseServicePayload,
    headers: IdempotencyHeaders,
    success: UseServiceAnswer,
    error: [ValidationFailed, NotFound, Conflict],
  }).middleware(Authorization),
) {}
