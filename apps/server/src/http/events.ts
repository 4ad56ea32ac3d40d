import { GatehouseApi } from "@gatehouse/api-client/contract"
import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Events } from "../events/Events.ts"
import { GameStatus } from "../gamelink/GameStatus.ts"

/** The home page's reads beside news and rankings: the next events, and the game server's status. */
export const EventsHandlers = HttpApiBuilder.group(
  GatehouseApi,
  "events",
  Effect.fn(function* (handlers) {
    const events = yield* Events
    const status = yield* GameStatus
    return handlers
      .handle("getEvents", () => Effect.map(events.upcoming, (upcoming) => ({ events: upcoming })))
      .handle("getServerStatus", () => Effect.map(status.current, (current) => ({ status: current })))
  }),
)
