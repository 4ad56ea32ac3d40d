import { Clock, Duration, Effect, Layer, Ref, Schema } from "effect"
import { GameStatus, type ServerStatus } from "../GameStatus.ts"
import { GameCount } from "../gameRows.ts"
import { LinkedGame } from "./LinkedGame.ts"

/** How old the online count may grow before a page's ask reads it again: every home page shows it. */
export const statusRefresh = Duration.seconds(30)

const OnlineRow = Schema.Struct({ online: GameCount })

/** The status last read, and when. */
interface LastRead {
  readonly status: ServerStatus
  readonly at: number
}

/**
 * The status read from RanGame1's ChaInfo: the characters marked online, or down when the game's
 * database does not answer. Read at the first ask; after that a page is answered from the last read
 * at once, and an ask that finds it older than {@link statusRefresh} starts one read in the
 * background. So a page is never held by a game that stopped answering, and a server nobody visits
 * does not poll the game.
 */
export const ranStatus = Layer.effect(
  GameStatus,
  Effect.gen(function* () {
    const { databases, statements, read } = yield* LinkedGame
    const scope = yield* Effect.scope
    const readStatus: Effect.Effect<ServerStatus> = read(
      databases.game,
      statements.onlineCount,
      {},
      OnlineRow,
    ).pipe(
      Effect.map(([row]) => ({ up: true, online: row?.online ?? 0 })),
      Effect.catchTag("GameUnavailable", () => Effect.succeed({ up: false, online: 0 })),
    )
    const last = yield* Ref.make<LastRead | undefined>(undefined)
    const reading = yield* Ref.make(false)
    const readAndKeep = Effect.tap(readStatus, (status) =>
      Effect.flatMap(Clock.currentTimeMillis, (at) => Ref.set(last, { status, at })),
    )
    /** One read at a time in the background, however many pages ask meanwhile. */
    const refreshInBackground = Effect.flatMap(Ref.getAndSet(reading, true), (already) =>
      already
        ? Effect.void
        : Effect.asVoid(Effect.forkIn(Effect.ensuring(readAndKeep, Ref.set(reading, false)), scope)),
    )
    const current = Effect.gen(function* () {
      const known = yield* Ref.get(last)
      if (known === undefined) return yield* readAndKeep
      const age = (yield* Clock.currentTimeMillis) - known.at
      if (age >= Duration.toMillis(statusRefresh)) yield* refreshInBackground
      return known.status
    })
    return GameStatus.of({ current })
  }),
)
