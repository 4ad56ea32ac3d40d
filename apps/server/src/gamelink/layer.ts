import { Effect, Layer } from "effect"
import { ServiceOffers } from "../characterServices/ServiceOffers.ts"
import { ServiceUses } from "../characterServices/ServiceUses.ts"
import { Idempotency } from "../ledger/Idempotency.ts"
import { Ledger } from "../ledger/Ledger.ts"
import { CharacterServices } from "./CharacterServices.ts"
import { GameAccounts } from "./GameAccounts.ts"
import { GameCharacters } from "./GameCharacters.ts"
import { GameDatabases } from "./GameDatabases.ts"
import { GameItemBank } from "./GameItemBank.ts"
import { GameReconciliation } from "./GameReconciliation.ts"
import { GameStatus } from "./GameStatus.ts"
import { GameWhitelist } from "./GameWhitelist.ts"
import { BalanceOperations } from "./ran/BalanceOperations.ts"
import { LinkedGame } from "./ran/LinkedGame.ts"
import { ranAccounts } from "./ran/ranAccounts.ts"
import { ranCharacterServices } from "./ran/ranCharacterServices.ts"
import { ranCharacters } from "./ran/ranCharacters.ts"
import { ranItemBank } from "./ran/ranItemBank.ts"
import { ranReconciliation } from "./ran/ranReconciliation.ts"
import { ranStatus } from "./ran/ranStatus.ts"
import { ranWallet } from "./ran/ranWallet.ts"
import { ranWhitelist } from "./ran/ranWhitelist.ts"
import { GameLinkSettings, type RanLinkSettings } from "./settings.ts"
import { Wallet } from "./Wallet.ts"

/** Every job of the game link (docs/game-link.md), each from its `none` or its `ran` layer. */
export type GameLinkServices =
  | GameAccounts
  | Wallet
  | GameItemBank
  | GameWhitelist
  | GameCharacters
  | GameReconciliation
  | CharacterServices
  | GameStatus

/** What the wallets and the character services need beside the portal's database. */
const books = Layer.mergeAll(Ledger.layer, Idempotency.layer, ServiceUses.layer)

/** No game link: the portal is an island that keeps its own accounts, balances and characters. */
export const noGameLink = Layer.mergeAll(
  GameAccounts.none,
  Wallet.none,
  GameItemBank.none,
  GameWhitelist.none,
  GameCharacters.none,
  GameReconciliation.none,
  CharacterServices.none,
  GameStatus.none,
).pipe(Layer.provide([books, ServiceOffers.layer]))

/**
 * The RAN link on the game's databases (GameDatabases): one LinkedGame shared by every job, so an
 * account's balance changes queue behind one lock.
 */
export const ranGameLink = (settings: RanLinkSettings) =>
  Layer.mergeAll(
    ranAccounts,
    ranWallet,
    ranItemBank,
    ranWhitelist,
    ranCharacters,
    ranReconciliation,
    ranCharacterServices,
    ranStatus,
  ).pipe(
    Layer.provide(BalanceOperations.layer),
    Layer.provide(LinkedGame.make(settings)),
    Layer.provide([books, ServiceOffers.layer]),
  )

/** The link GAME_LINK chooses; connects to the game's databases at start when it is `ran`. */
export const gameLinkServices = Layer.unwrap(
  Effect.map(Effect.service(GameLinkSettings), (settings) =>
    settings.kind === "none" ? noGameLink : ranGameLink(settings).pipe(Layer.provide(GameDatabases.layer)),
  ),
).pipe(Layer.provide(GameLinkSettings.layer))
