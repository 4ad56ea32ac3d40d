import { HttpApiEndpoint } from "effect/http-api"
import { EventsResponse, ServerStatusResponse } from "../schemas/events.ts"
import { contractGroup } from "./group.ts"

/** What the home page reads beside the news and rankings: the next events, and the game server's status. */
export class EventsGroup extends contractGroup("events").add(
  HttpApiEndpoint.get("getEvents", "/getevents", { success: EventsResponse }),
  HttpApiEndpoint.get("getServerStatus", "/getserverstatus", { success: ServerStatusResponse }),
) {}
