import type { GameLinkState } from "@gatehouse/api-client/console"
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { StateConflict } from "../refusals.ts"
import { type Actor, AuditLog } from "../staff/AuditLog.ts"
import { GameReconciliation } from "./GameReconciliation.ts"
import type { GameUnavailable } from "./GameUnavailable.ts"
import { GameLinkSettings } from "./settings.ts"

/** Every sentence the console's game link page answers with. */
export const gameLinkConsoleMessages = {
  noLink: "There is no game link: the portal keeps its own balances, so there is nothing to acknowledge.",
  acknowledged: (changed: number) =>
    changed === 0
      ? "Every balance already matched the game; nothing was changed."
      : `The balances the game shows were taken for ${changed} account${changed === 1 ? "" : "s"}, each with a ledger row.`,
} as const

/**
 * The administrators' game link page (docs/game-link.md): which link is on, the reconciliation
 * report, and acknowledging balances that moved in the game outside the portal.
 */
export class GameLinkConsole extends Context.Service<
  GameLinkConsole,
  {
    readonly report: Effect.Effect<GameLinkState, StateConflict>
    /** How many accounts' balances changed to what the game shows. */
    readonly acknowledge: (
      actor: Actor,
    ) => Effect.Effect<{ readonly message: string; readonly changed: number }, StateConflict>
  }
>()("gatehouse/server/GameLinkConsole") {
  static readonly layer = Layer.effect(
    GameLinkConsole,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const { kind } = yield* GameLinkSettings
      const link = yield* GameReconciliation
      const audit = yield* AuditLog
      /** A game that does not answer is a 409 the page shows; nothing was changed. */
      const gameDown = <A>(effect: Effect.Effect<A, GameUnavailable>) =>
        Effect.catchTag(effect, "GameUnavailable", (error) => new StateConflict({ message: error.message }))

      const report = Effect.gen(function* () {
        const { unfinished, movedOutside } = yield* link.reconciliation
        return { link: kind, unfinished, movedOutside }
      }).pipe(gameDown, Effect.withSpan("GameLinkConsole.report"))

      const acknowledge = Effect.fn("GameLinkConsole.acknowledge")(function* (actor: Actor) {
        if (kind === "none") return yield* new StateConflict({ message: gameLinkConsoleMessages.noLink })
        const { movedOutside } = yield* link.reconciliation.pipe(gameDown)
        // Each account's balances are taken in their own transaction, under the account's lock, so a
        // purchase cannot slip in between (ADR 0026); the audit row records what was acknowledged.
        const changed = yield* link.acknowledgeBalances.pipe(gameDown)
        yield* sql
          .withTransaction(
            audit.record({
              actor,
              action: "gamelink.acknowledge",
              target: "balances",
              before: { movedOutside },
              after: { changed },
            }),
          )
          .pipe(Effect.orDie)
        return { message: gameLinkConsoleMessages.acknowledged(changed), changed }
      })

      return GameLinkConsole.of({ report, acknowledge })
    }),
  )
}
