import { Context, Effect, Layer } from "effect"
import type { GameUnavailable } from "./GameUnavailable.ts"

/** The game's characters (RanGame1's ChaInfo) as the portal's snapshot, which rankings read. */
export class GameCharacters extends Context.Service<
  GameCharacters,
  {
    /**
     * Copies the game's characters (with the owner's UserType) into the portal's snapshot that
     * rankings, the home widget and My Account read; the number of characters seen.
     */
    readonly refreshCharacters: Effect.Effect<number, GameUnavailable>
  }
>()("gatehouse/server/GameCharacters") {
  /** No game: the portal's own characters stay as they are. */
  static readonly none = Layer.succeed(
    GameCharacters,
    GameCharacters.of({ refreshCharacters: Effect.succeed(0) }),
  )
}
