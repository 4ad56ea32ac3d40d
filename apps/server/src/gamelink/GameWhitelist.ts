import { Context, Effect, Layer } from "effect"
import type { InputRefused } from "../refusals.ts"
import type { GameUnavailable } from "./GameUnavailable.ts"

/** The game's own IP whitelist (RanUser's IPInfo), which approved whitelist requests write. */
export class GameWhitelist extends Context.Service<
  GameWhitelist,
  {
    /** Allows the address for the player's game account. For the staff console's approvals. */
    readonly whitelistAddress: (
      userNum: number,
      address: string,
    ) => Effect.Effect<void, InputRefused | GameUnavailable>
  }
>()("gatehouse/server/GameWhitelist") {
  /** No game: an approval is the portal's record only. */
  static readonly none = Layer.succeed(
    GameWhitelist,
    GameWhitelist.of({ whitelistAddress: () => Effect.void }),
  )
}
