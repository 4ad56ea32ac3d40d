import type { LedgerCurrency } from "@gatehouse/domain"
/** GAME_LINK as the server runs it. */
export type GameLinkKind = "none" | "ran"

/** A balance change the portal started that the game does not show as finished yet. */
export interface UnfinishedBalanceChange {
  readonly opKey: string
  readonly userNum: number
  readonly kind: string
  readonly state: string
  readonly rcoin: number
  readonly milleage: number
}

/** An account whose game balance moved outside the portal, with both amounts. */
export interface MovedBalance {
  readonly userNum: number
  readonly userId: string
  readonly currency: LedgerCurrency
  readonly portal: number
  readonly game: number
}

/** The game link page's report: which link is on, and what the game and the portal disagree on. */
export interface GameLinkReportView {
  readonly link: GameLinkKind
  readonly unfinished: ReadonlyArray<UnfinishedBalanceChange>
  readonly movedOutside: ReadonlyArray<MovedBalance>
}
