import { Effect, Layer, Option } from "effect"
import type { SqlClient } from "effect/sql"
import { Settings } from "../config.ts"
import { type GameLinkServices, gameLinkServices } from "../gamelink/layer.ts"
import { Mailer } from "../mail/Mailer.ts"
import { defaultHashingQueueShape } from "../security/HashingQueue.ts"
import { Passwords } from "../security/passwords.ts"
import { AccountService } from "./AccountService.ts"
import { AccountSettings } from "./AccountSettings.ts"
import { Accounts } from "./Accounts.ts"
import { AccountThrottle } from "./AccountThrottle.ts"
import { IpWhitelist } from "./IpWhitelist.ts"
import { PasswordChangeGrants } from "./PasswordChangeGrants.ts"
import { Recovery } from "./Recovery.ts"
import { SecondFactor } from "./SecondFactor.ts"

/** Passwords stored in the format the settings choose, hashed behind a line as long as they say. */
const passwordsFromSettings = Layer.unwrap(
  Effect.gen(function* () {
    const { passwordFormat } = yield* AccountSettings
    const server = yield* Effect.serviceOption(Settings)
    const shape = defaultHashingQueueShape()
    return Passwords.layerWith(
      passwordFormat,
      Option.match(server, {
        onNone: () => shape,
        onSome: ({ limits }) => ({ ...shape, waiting: limits.passwordHashQueue }),
      }),
    )
  }),
)

/**
 * Everything the account calls need besides the SQL client, Sessions and the RateLimiter.
 * `settings` replaces the environment's account settings and `gameLink` the GAME_LINK one (tests use them).
 */
export const accountServices = <R = SqlClient.SqlClient>(
  settings: Layer.Layer<AccountSettings> = AccountSettings.layer,
  gameLink: Layer.Layer<GameLinkServices, never, R> = gameLinkServices as Layer.Layer<
    GameLinkServices,
    never,
    R
  >,
) =>
  AccountService.layer.pipe(
    Layer.provideMerge(
      Layer.mergeAll(
        Recovery.layer,
        IpWhitelist.layer,
        AccountThrottle.layer,
        PasswordChangeGrants.layer,
        SecondFactor.layer,
      ),
    ),
    Layer.provideMerge(Layer.mergeAll(Accounts.layer, Mailer.layer)),
    // The same layer value as the economy's: one link, one set of connections to the game.
    Layer.provideMerge(gameLink),
    Layer.provideMerge(passwordsFromSettings),
    Layer.provideMerge(settings),
  )
