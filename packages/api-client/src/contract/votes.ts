import { HttpApiEndpoint } from "effect/http-api"
import { VotePageView } from "../schemas/votes.ts"
import { contractGroup, described } from "./group.ts"
import { Authorization } from "./middleware.ts"

export class VotesGroup extends contractGroup(
  "votes",
  "The Vote page (docs/votes.md): the toplists with the player's vote addresses and cooldowns. The toplists' postbacks come to /api/votes/postback/{id}, outside this contract: each site speaks its own protocol, read as it arrives.",
).add(
  HttpApiEndpoint.get("getVotePage", "/votes", { success: VotePageView })
    .annotateMerge(
      described(
        "Read the Vote page",
        "The toplists switched on, in their order, each with its vote address carrying the caller's User ID and, while its cooldown runs, when a vote can be rewarded again; the caller's newest 10 counted votes; and the balances now.",
      ),
    )
    .middleware(Authorization),
) {}
