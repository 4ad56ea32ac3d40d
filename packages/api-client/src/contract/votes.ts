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
        {},
        {
          answer: {
            sites: [
              {
                id: 1,
                name: "GTop100",
                voteUrl: "https://gtop100.com/topsites/vote/12345?vote=1&pingUsername=ArcherKim",
                reward: 20,
                rewardsOn: true,
                cooldownHours: 12,
                nextVoteAt: null,
              },
            ],
            recent: [{ siteName: "GTop100", votedAt: "2026-05-21T02:00:00.000Z", reward: 20 }],
            userPoints: 1250.5,
            userPoints2: 320,
          },
        },
      ),
    )
    .middleware(Authorization),
) {}
