import { Effect, Layer, Option } from "effect"
import { InputRefused } from "../../refusals.ts"
import { unavailable } from "../GameUnavailable.ts"
import { GameWhitelist } from "../GameWhitelist.ts"
import { gameLinkMessages } from "../messages.ts"
import { IPInfo } from "../sql/gameSchema.ts"
import { LinkedGame } from "./LinkedGame.ts"

const longestAddress = IPInfo.columns.IpAddress.sql === "varchar" ? IPInfo.columns.IpAddress.length : 0

/** RanUser's IPInfo: the game's login procedure lets an account in only from its listed addresses. */
export const ranWhitelist = Layer.effect(
  GameWhitelist,
  Effect.gen(function* () {
    const game = yield* LinkedGame
    const { databases, statements } = game

    const whitelistAddress = Effect.fn("GameWhitelist.whitelistAddress")(function* (
      userNum: number,
      address: string,
    ) {
      if (address.length > longestAddress)
        return yield* new InputRefused({ message: gameLinkMessages.ipTooLong })
      const link = yield* game.linkOf(userNum)
      if (Option.isNone(link)) return yield* new InputRefused({ message: gameLinkMessages.notLinked })
      const values = { userNum: link.value.game_user_num, address }
      // Enabling a row the address already has, or else adding one, as one transaction: two approvals
      // at once cannot both add it.
      yield* databases.user
        .transaction((user) =>
          Effect.flatMap(user.run(statements.enableAddress, values), (enabled) =>
            enabled.length > 0 ? Effect.void : Effect.asVoid(user.run(statements.addAddress, values)),
          ),
        )
        .pipe(Effect.catchTag("GameDatabaseError", unavailable))
    })

    return GameWhitelist.of({ whitelistAddress })
  }),
)
