import { Data, Effect, Metric } from "effect"
import { attributed, gameLinkUnavailable } from "../observability/metrics.ts"
import type { GameDatabaseError } from "./GameDatabases.ts"
import { gameLinkMessages } from "./messages.ts"

/** The game's database did not answer; nothing the player asked for was half done. */
export class GameUnavailable extends Data.TaggedError("GameUnavailable")<{ readonly message: string }> {}

const unavailableIn = attributed(gameLinkUnavailable)

/**
 * A database failure as the player hears it: the game cannot be reached (the cause goes to the log,
 * and the operator's metrics count it by database).
 */
export const unavailable = (error: GameDatabaseError) =>
  Effect.logWarning(`Game database ${error.database} failed`, error.cause).pipe(
    Effect.andThen(Metric.update(unavailableIn({ database: error.database }), 1)),
    Effect.andThen(Effect.fail(new GameUnavailable({ message: gameLinkMessages.unavailable }))),
  )
