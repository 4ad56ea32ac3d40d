import type { GameLinkState } from "@gatehouse/api-client/console"
import { Context, Effect, Layer } from "effect"
import type { GameUnavailable } from "./GameUnavailable.ts"

/** The operator's reconciliation report: the console's game link page less which link is on. */
export type ReconciliationReport = Omit<GameLinkState, "link">

/**
 * Keeping the portal's books and the game's balances in step: finishing what a crash left half
 * done, reporting what differs, and taking the game's balances as seen when staff acknowledge them.
 */
export class GameReconciliation extends Context.Service<
  GameReconciliation,
  {
    /** Finishes every balance change a crash left half done; the number finished. */
    readonly recover: Effect.Effect<number, GameUnavailable>
    /** What the game does not reflect yet, and what moved in the game outside the portal. */
    readonly reconciliation: Effect.Effect<ReconciliationReport, GameUnavailable>
    /** Records the balances the game shows now as seen (a `game_sync` ledger row for each change). */
    readonly acknowledgeBalances: Effect.Effect<number, GameUnavailable>
  }
>()("gatehouse/server/GameReconciliation") {
  /** No game: the portal's books are the only ones. */
  static readonly none = Layer.succeed(
    GameReconciliation,
    GameReconciliation.of({
      recover: Effect.succeed(0),
      reconciliation: Effect.succeed({ unfinished: [], movedOutside: [] }),
      acknowledgeBalances: Effect.succeed(0),
    }),
  )
}
