import { Context, Effect, Layer } from "effect"

/** The game server as the home page shows it: whether its database answers, and who is online. */
export interface ServerStatus {
  readonly up: boolean
  readonly online: number
}

/** The game server's status for the home page (docs/game-link.md). */
export class GameStatus extends Context.Service<
  GameStatus,
  {
    /** The last status read, or null without a game link (the home page then shows none). */
    readonly current: Effect.Effect<ServerStatus | null>
  }
>()("gatehouse/server/GameStatus") {
  /** No game: there is no server to report on. */
  static readonly none = Layer.succeed(GameStatus, GameStatus.of({ current: Effect.succeed(null) }))
}
