import { Data, Effect } from "effect"
import type { GameDatabaseError } from "./GameDatabases.ts"
import { gameLinkMessages } from "./messages.ts"

/** The game's database did not answer; nothing the player asked for was half done. */
export class GameUnavailable extends Data.TaggedError("GameUnavailable")<{ readonly message: string }> {}

/** A database failure as the player hears it: the game cannot be reached (the cause goes to the log). */
export const unavailable = (error: GameDatabaseError) =>
  Effect.andThen(
    Effect.logWarning(`Game database ${error.database} failed`, error.cause),
    Effect.fail(new GameUnavailable({ message: gameLinkMessages.unavailable })),
  )
