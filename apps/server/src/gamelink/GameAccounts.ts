import { Context, Effect, Layer, Option } from "effect"
import type { StateConflict } from "../refusals.ts"
import type { GameUnavailable } from "./GameUnavailable.ts"

/** An account as the game's UserInfo keeps it. */
export interface GameAccount {
  readonly gameUserNum: number
  readonly userId: string
  readonly storedPassword: string
  readonly email: string | null
  readonly userType: number
  /** UserBlock = 1 with UserBlockDate still ahead: the game refuses it, and so does the portal. */
  readonly banned: boolean
}

/**
 * The game's accounts (RanUser's UserInfo) behind the portal's: found at login, created at
 * registration, given a new password with the portal's. Without a game link there are none.
 */
export class GameAccounts extends Context.Service<
  GameAccounts,
  {
    /** The game's account with this user ID (ignoring case as the game does). */
    readonly findAccount: (userId: string) => Effect.Effect<Option.Option<GameAccount>, GameUnavailable>
    /** Whether the password is the one the game keeps for the account. */
    readonly passwordMatches: (account: GameAccount, password: string) => boolean
    /**
     * Creates the game's account for a portal account being registered. Call it inside the portal
     * transaction that creates the portal side: if it fails, that transaction rolls back (neither
     * exists); if the portal commit fails after it, the next registration or login with the same
     * password adopts the game's account (adopt).
     */
    readonly createAccount: (
      userNum: number,
      account: { readonly userId: string; readonly password: string; readonly email: string },
    ) => Effect.Effect<void, StateConflict | GameUnavailable>
    /** The game's UserNum the portal account is linked to, if any. */
    readonly linkedGameUserNum: (userNum: number) => Effect.Effect<Option.Option<number>>
    /** Links a portal account to the game's account it was made from (first login of a game-only account). */
    readonly adopt: (userNum: number, account: GameAccount) => Effect.Effect<void>
    /** Sets the game's password of a linked account; nothing for an account without a game side. */
    readonly setPassword: (userNum: number, password: string) => Effect.Effect<void, GameUnavailable>
  }
>()("gatehouse/server/GameAccounts") {
  /** No game: only portal accounts exist. */
  static readonly none = Layer.succeed(
    GameAccounts,
    GameAccounts.of({
      findAccount: () => Effect.succeed(Option.none()),
      passwordMatches: () => false,
      createAccount: () => Effect.void,
      linkedGameUserNum: () => Effect.succeed(Option.none()),
      adopt: () => Effect.void,
      setPassword: () => Effect.void,
    }),
  )
}
