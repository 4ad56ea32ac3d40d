import { Duration, Effect, Layer, Ref, Schema } from "effect"
import { GameStatus, type ServerStatus } from "../GameStatus.ts"
import { GameCount } from "../gameRows.ts"
import { LinkedGame } from "./LinkedGame.ts"

/** How often the online count is read again: every home page shows it, none waits for the game. */
export const statusRefresh = Duration.seconds(30)

const OnlineRow = Schema.Struct({ online: GameCount })

/**
 * The status read from RanGame1's ChaInfo: the characters marked online, or down when the game's
 * database does not answer. Read at the first ask and then every {@link statusRefresh} in the
 * background, so a page is never held by a game that stopped answering.
 */
export const ranStatus = Layer.effect(
  GameStatus,
  Effect.gen(function* () {
    const { databases, statements, read } = yield* LinkedGame
    const readStatus: Effect.Effect<ServerStatus> = read(
      databases.game,
      statements.onlineCount,
      {},
      OnlineRow,
    ).pipe(
      Effect.map(([row]) => ({ up: true, online: row?.online ?? 0 })),
      Effect.catchTag("GameUnavailable", () => Effect.succeed({ up: false, online: 0 })),
    )
    const last = yield* Ref.make<ServerStatus | undefined>(undefined)
    const refresh = Effect.flatMap(readStatus, (status) => Ref.set(last, status))
    yield* Effect.forkScoped(Effect.forever(Effect.andThen(Effect.sleep(statusRefresh), refresh)))
    const current = Effect.flatMap(Ref.get(last), (known) =>
      known === undefined ? Effect.tap(readStatus, (status) => Ref.set(last, status)) : Effect.succeed(known),
    )
    return GameStatus.of({ current })
  }),
)
