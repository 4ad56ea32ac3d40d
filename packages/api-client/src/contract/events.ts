import { HttpApiEndpoint } from "effect/http-api"
import { EventsResponse, ServerStatusResponse } from "../schemas/events.ts"
import { castleSiege } from "./examples/events.ts"
import { contractGroup, described } from "./group.ts"

export class EventsGroup extends contractGroup(
  "events",
  "What the home page reads beside the news and rankings: the next events, and the game server's status.",
).add(
  HttpApiEndpoint.get("getEvents", "/getevents", { success: EventsResponse }).annotateMerge(
    described(
      "List the coming events",
      "The next events still to come or running, soonest first, as the home page counts down to them.",
      {},
      {
        answer: {
          events: [castleSiege],
        },
      },
    ),
  ),
  HttpApiEndpoint.get("getServerStatus", "/getserverstatus", { success: ServerStatusResponse }).annotateMerge(
    described(
      "Read the game server's status",
      "The game server's state as the game link last read it (whether its database answered, and the characters it marks online), or `null` without a game link, when the home page shows no status.",
      {},
      { answer: { status: { up: true, online: 214 } } },
    ),
  ),
) {}
