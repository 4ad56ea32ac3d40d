import { Schema } from "effect"
import { balanceCurrencies } from "./players.ts"

/** GAME_LINK: `none` (the portal alone) or `ran` (the game's own databases). */
export const gameLinkKinds = ["none", "ran"] as const

/** A balance change the portal started that the game does not show as finished yet. */
const UnfinishedChange = Schema.Struct({
  opKey: Schema.String,
  userNum: Schema.Finite,
  /** purchase, refund or credit. */
  kind: Schema.String,
  /** pending, reserving, charging, charged or needs_operator. */
  state: Schema.String,
  rcoin: Schema.Finite,
  milleage: Schema.Finite,
})

/** An account whose game balance is not what the portal last saw: it moved outside the portal. */
const MovedBalance = Schema.Struct({
  userNum: Schema.Finite,
  userId: Schema.String,
  currency: Schema.Literals(balanceCurrencies),
  portal: Schema.Finite,
  game: Schema.Finite,
})

/** GET /staff/gamelink: which link is on and the reconciliation report (empty lists with `none`). */
export const GameLinkReport = Schema.Struct({
  link: Schema.Literals(gameLinkKinds),
  unfinished: Schema.Array(UnfinishedChange),
  movedOutside: Schema.Array(MovedBalance),
})
export type GameLinkState = typeof GameLinkReport.Type

/** POST /staff/gamelink/acknowledge: how many accounts' balances were taken as the game shows them. */
export const AcknowledgeBalancesResponse = Schema.Struct({
  message: Schema.String,
  changed: Schema.Finite,
})
export type AcknowledgeBalancesResponse = typeof AcknowledgeBalancesResponse.Type
