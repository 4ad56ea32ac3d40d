import { Context, Effect, Layer } from "effect"
import type { Currency } from "../ledger/amounts.ts"
import type { GameUnavailable } from "./GameUnavailable.ts"

/** The operator's reconciliation report. */
export interface ReconciliationReport {
  /** Balance changes the portal started that the game does not (yet) show as finished. */
  readonly unfinished: ReadonlyArray<{
    readonly opKey: string
    readonly userNum: number
    readonly kind: string
    readonly state: string
    readonly rcoin: number
    readonly milleage: number
  }>
  /** Accounts whose game balance is not what the portal last saw: moved outside the portal. */
  readonly movedOutside: ReadonlyArray<{
    readonly userNum: number
    readonly userId: string
    readonly currency: Currency
    readonly portal: number
    readonly game: number
  }>
}

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
