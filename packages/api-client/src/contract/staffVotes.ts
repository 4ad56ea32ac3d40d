import { HttpApiEndpoint } from "effect/http-api"
import {
  ToplistPayload,
  ToplistResponse,
  ToplistsResponse,
  UpdateToplistPayload,
  VoteReport,
} from "../schemas/staff/votes.ts"
import { NotFound, ValidationFailed } from "./errors.ts"
import { contractGroup, described } from "./group.ts"
import { AdministratorAccess } from "./staffAccess.ts"

/** The example toplist's name and vote address. */
const gtop100Site = {
  name: "GTop100",
  kind: "gtop100",
  voteAddress: "https://gtop100.com/topsites/vote/12345?vote=1&pingUsername={player}",
}

/** The example toplist's postback and reward rules. */
const gtop100Rules = {
  addresses: [],
  cooldownHours: 12,
  reward: 20,
  rewardsOn: true,
  enabled: true,
  sortOrder: 1,
}

/** The example toplist as the console shows it: its secret is never answered, only that it is set. */
const gtop100 = {
  id: 1,
  ...gtop100Site,
  hasSecret: true,
  ...gtop100Rules,
  postbackUrl: "https://portal.example.com/api/votes/postback/1",
}

export class StaffVotesGroup extends contractGroup(
  "staffVotes",
  "The console's Votes page (administrators: rewards are money): the toplists, and votes per day.",
).add(
  HttpApiEndpoint.get("listToplists", "/staff/toplists", { success: ToplistsResponse })
    .annotateMerge(
      described(
        "List the toplists",
        "Every toplist with its vote address, postback address, cooldown and reward; a secret is never answered, only whether one is set.",
        {},
        {
          answer: {
            toplists: [gtop100],
          },
        },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.post("createToplist", "/staff/toplists/create", {
    payload: ToplistPayload,
    success: ToplistResponse,
    error: ValidationFailed,
  })
    .annotateMerge(
      described(
        "Add a toplist",
        "A toplist (`gtop100`, `topg`, `xtremetop100` or `top100arena`) with its vote address (with `{player}` in it), its secret or addresses, cooldown and Milleage reward; input the rules refuse is a 422.",
        {},
        {
          request: { ...gtop100Site, secret: "the-pingback-key", ...gtop100Rules },
          answer: {
            message: "The toplist was added.",
            toplist: gtop100,
          },
        },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.post("updateToplist", "/staff/toplists/update", {
    payload: UpdateToplistPayload,
    success: ToplistResponse,
    error: [ValidationFailed, NotFound],
  })
    .annotateMerge(
      described(
        "Change a toplist",
        "Replaces the toplist's settings; an empty secret keeps the saved one. 404 for no such toplist, 422 as when adding one.",
        {},
        {
          request: { id: 1, ...gtop100Site, secret: "", ...gtop100Rules },
          answer: {
            message: "The toplist was saved.",
            toplist: gtop100,
          },
        },
      ),
    )
    .middleware(AdministratorAccess),
  HttpApiEndpoint.get("getVoteReport", "/staff/votes/report", { success: VoteReport })
    .annotateMerge(
      described(
        "Read the vote report",
        "Votes counted and refused per toplist over the last 30 days of the game's time zone, oldest first, and the newest 50 refused postbacks with why.",
        {},
        {
          answer: {
            days: [{ day: "2026-05-21", sites: [{ toplistId: 1, counted: 88, refused: 3 }] }],
            refused: [
              {
                id: "r-77",
                toplistName: "GTop100",
                receivedAt: "2026-05-21T09:00:00.000Z",
                address: "198.51.100.9",
                player: "ArcherKim",
                reason: "Not from the toplist's address.",
              },
            ],
          },
        },
      ),
    )
    .middleware(AdministratorAccess),
) {}
