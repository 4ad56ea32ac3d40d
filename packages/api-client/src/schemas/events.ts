import { Schema } from "effect"

/** One scheduled event as the home page counts down to it: instants in ISO form. */
export const GameEvent = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  startsAt: Schema.String,
  /** When it ends, or null: then it is over once it starts. */
  endsAt: Schema.NullOr(Schema.String),
  /** Where its details are (an outside address or a page of the portal), or null. */
  link: Schema.NullOr(Schema.String),
})
export type GameEvent = typeof GameEvent.Type

/** GET /getevents: the next events still to come or running, soonest first (at most `homeEventCount`). */
export const EventsResponse = Schema.Struct({ events: Schema.Array(GameEvent) })
export type EventsResponse = typeof EventsResponse.Type

/**
 * GET /getserverstatus: the game server's state as the game link last read it, or null without a
 * game link (the home page then shows no status).
 */
export const ServerStatusResponse = Schema.Struct({
  status: Schema.NullOr(
    Schema.Struct({
      /** Whether the game's database answered the last read. */
      up: Schema.Boolean,
      /** Characters the game marks online. */
      online: Schema.Int,
    }),
  ),
})
export type ServerStatusResponse = typeof ServerStatusResponse.Type
