import { Context, Effect, Layer, type Option } from "effect"
import type { Currency } from "../ledger/amounts.ts"
import { StateConflict } from "../refusals.ts"
import type { GameUnavailable } from "./GameUnavailable.ts"
import { gameLinkMessages, itemStateLabels } from "./messages.ts"

/** A portal-bought item staff cancelled in the game's item bank, and whether its price is back. */
export interface CancelledItem {
  readonly purchaseId: number
  readonly itemName: string
  /** The unit price, exact numeric text. */
  readonly unitPrice: string
  readonly currency: Currency
  /** Refunded now (true), or left to the upkeep round because the game stopped answering (false). */
  readonly refunded: boolean
}

/**
 * Where bought items wait for the player: the game's item bank (RanShop's ShopPurchase), what state
 * each item is in, and its cancellation and refund. Without a game link nothing is delivered.
 */
export class GameItemBank extends Context.Service<
  GameItemBank,
  {
    /** What the purchase history says of each purchase (by purchases.id). */
    readonly itemStates: (
      purchaseIds: ReadonlyArray<string>,
    ) => Effect.Effect<ReadonlyMap<string, string>, GameUnavailable>
    /**
     * The game's PurKeys of each purchase (by purchases.id) still waiting in the item bank
     * (PurFlag 0): the items staff may cancel. Purchases with none are left out.
     */
    readonly waitingItems: (
      purchaseIds: ReadonlyArray<string>,
    ) => Effect.Effect<ReadonlyMap<string, ReadonlyArray<number>>, GameUnavailable>
    /**
     * Staff cancel one of the player's items still in the item bank (PurFlag 0 → 3, conditionally)
     * and the player gets its price back, once. None when the item is not one of the player's. Once
     * the game took the item back the cancel stands, refunded now or by the upkeep round; a failure
     * means nothing was cancelled.
     */
    readonly cancelItem: (
      userNum: number,
      purKey: number,
    ) => Effect.Effect<Option.Option<CancelledItem>, StateConflict | GameUnavailable>
    /**
     * Refunds, exactly once each, every portal-bought item the game or staff cancelled (PurFlag 3)
     * and not refunded yet; the number refunded.
     */
    readonly refundCancelled: Effect.Effect<number, GameUnavailable>
  }
>()("gatehouse/server/GameItemBank") {
  /** No game: every item waits for the link, and nothing can be cancelled in it. */
  static readonly none = Layer.succeed(
    GameItemBank,
    GameItemBank.of({
      itemStates: (ids) => Effect.succeed(new Map(ids.map((id) => [id, itemStateLabels.unlinked]))),
      waitingItems: () => Effect.succeed(new Map()),
      cancelItem: () => Effect.fail(new StateConflict({ message: gameLinkMessages.noGameLinkToCancel })),
      refundCancelled: Effect.succeed(0),
    }),
  )
}
