import { HttpApiEndpoint } from "effect/http-api"
import { CharacterServicesView, UseServiceAnswer, UseServicePayload } from "../schemas/characterServices.ts"
import { IdempotencyHeaders } from "../schemas/idempotency.ts"
import { Conflict, NotFound, ValidationFailed } from "./errors.ts"
import { resetStatsOffer } from "./examples/characterServices.ts"
import { contractGroup, described, idempotencyParameter } from "./group.ts"
import { Authorization } from "./middleware.ts"

/** The example character as the game holds it. */
const swiftArrow = {
  chaNum: 5521,
  name: "SwiftArrow",
  classCode: 4,
  school: 1,
  level: 187,
  online: false,
  inClub: false,
  stats: { power: 120, vitality: 80, stamina: 95, spirit: 40, dexterity: 210, intelligence: 30, unspent: 0 },
  cooldownUntil: { resetStats: "2026-05-28T08:00:00.000Z" },
}

export class CharacterServicesGroup extends contractGroup(
  "characterServices",
  "Character services (docs/character-services.md): the signed-in player's characters as the game holds them with the services on offer, and using one. A refusal that changes nothing (an online character, a cooldown, a name taken, too little balance) is a 409 with the reason; with no game link, the view says so and using a service is a 409.",
).add(
  HttpApiEndpoint.get("getCharacterServices", "/characterservices", {
    success: CharacterServicesView,
    error: Conflict,
  })
    .annotateMerge(
      described(
        "Read the character services",
        "The services on offer with their prices and cooldowns, the caller's characters as the game holds them now, whether the game's login state is stuck, and the newest 10 uses. With no game link `gameLinked` is false and `characters` empty; 409 when the game cannot be reached.",
        {},
        {
          answer: {
            gameLinked: true,
            services: [resetStatsOffer],
            characters: [swiftArrow],
            loginStuck: false,
            accountFixUntil: null,
            recent: [],
          },
        },
      ),
    )
    .middleware(Authorization),
  HttpApiEndpoint.post("useCharacterService", "/characterservices/use", {
    payload: UseServicePayload,
    headers: IdempotencyHeaders,
    success: UseServiceAnswer,
    error: [ValidationFailed, NotFound, Conflict],
  })
    .annotateMerge(
      described(
        "Use a character service",
        "Resets stats, changes school, unsticks, renames a character, or fixes the account, and charges its price; answers what was done, the character as it is now and the balances after. A missing choice or a name the game cannot hold is a 422, a character not the player's a 404, and every refusal that changes nothing a 409 with the reason (the service off, the character online or in a club, a cooldown, too small a balance, no game link, the game unreachable). An `Idempotency-Key` makes a retry answer the first answer.",
        { ...idempotencyParameter },
        {
          request: { service: resetStatsOffer.service, chaNum: swiftArrow.chaNum },
          answer: {
            message: `${swiftArrow.name}'s stats were reset.`,
            character: swiftArrow,
            userPoints: 1100.5,
            userPoints2: 300,
          },
        },
      ),
    )
    .middleware(Authorization),
) {}
