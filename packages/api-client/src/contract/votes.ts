import { HttpApiEndpoint } from "effect/http-api"
import { VotePageView } from "../schemas/votes.ts"
import { contractGroup } from "./group.ts"
import { Authorization } from "./middleware.ts"

/**
 * The Vote page (docs/votes.md): the toplists with the player's vote addresses and cooldowns. The
 * toplists' postbacks come to /api/votes/postback/{id}, outside this contract: each site speaks its
 * own protocol, read as it arrives.
 */
export class VotesGroup extends contractGroup("votes").add(
  HttpApiEndpoint.get("getVotePage", "/votes", { success: VotePageView }).middleware(Authorization),
) {}
