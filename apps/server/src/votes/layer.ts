import { Layer } from "effect"
import { gameLinkServices } from "../gamelink/layer.ts"
import { Toplists } from "./Toplists.ts"
import { Votes } from "./Votes.ts"

/**
 * Everything behind the Vote page, the console's Votes page and the toplists' postbacks: the
 * toplists, and the votes rewarded through the wallet GAME_LINK chooses (the shop's instance).
 * Needs a SqlClient and the AuditLog.
 */
export const voteServices = Layer.mergeAll(Votes.layer, Toplists.layer).pipe(
  Layer.provideMerge(Toplists.layer),
  Layer.provide(gameLinkServices),
)
