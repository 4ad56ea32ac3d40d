import { Effect, Layer } from "effect"
import { GameCharacters } from "./GameCharacters.ts"
import { GameItemBank } from "./GameItemBank.ts"
import { GameReconciliation } from "./GameReconciliation.ts"
import { GameLinkSettings } from "./settings.ts"

/**
 * With the RAN link, what keeps the portal in step with the game, at start and then every
 * GAME_CHARACTER_REFRESH_SECONDS: finishing balance changes a crash left half done, refunding items
 * the game or staff cancelled (once each), and refreshing the characters' snapshot. Every instance
 * runs it; each step is safe to run twice at once. A failing round is logged and tried at the next.
 */
export const GameLinkUpkeep = Layer.effectDiscard(
  Effect.gen(function* () {
    const settings = yield* GameLinkSettings
    if (settings.kind !== "ran") return
    const reconciliation = yield* GameReconciliation
    const itemBank = yield* GameItemBank
    const characters = yield* GameCharacters
    const round = Effect.all(
      [reconciliation.recover, itemBank.refundCancelled, characters.refreshCharacters],
      { discard: true },
    ).pipe(Effect.ignoreCause({ log: "Warn", message: "Game link upkeep failed" }))
    yield* Effect.forkScoped(Effect.forever(Effect.andThen(round, Effect.sleep(settings.characterRefresh))))
  }),
).pipe(Layer.provide(GameLinkSettings.layer))
