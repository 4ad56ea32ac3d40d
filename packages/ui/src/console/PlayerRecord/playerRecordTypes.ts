import { type LedgerCurrency, ledgerCurrencies, ledgerCurrencyNames } from "@gatehouse/domain"
import type { ServiceUseOnPage } from "../../screens/CharacterServices/servicesOnPage.ts"

/** The balances, named as the ledger names them. */
export const playerCurrencies = ledgerCurrencies
export type PlayerCurrency = LedgerCurrency

export const currencyLabels = ledgerCurrencyNames

/** The staff levels an administrator may give. */
export const playerLevels = ["player", "editor", "administrator"] as const
export type PlayerLevel = (typeof playerLevels)[number]

export const levelLabels: Readonly<Record<PlayerLevel, string>> = {
  player: "Player",
  editor: "Content editor",
  administrator: "Administrator",
}

export interface PlayerWhitelistRequest {
  readonly id: number
  readonly ipAddress: string
  readonly status: "pending" | "approved" | "rejected"
  readonly requestedAt: string
  readonly decidedAt: string | null
}

export interface PlayerPurchase {
  readonly id: number
  readonly itemName: string
  readonly quantity: number
  readonly totalPrice: number
  readonly currency: PlayerCurrency
  readonly deliveryStatus: string
  /** Where its items stand in the game: "Waiting in item bank", "Collected", "Waiting for game link"... */
  readonly gameState: string
  /** The game's PurKeys of its items still waiting in the item bank: the ones that may be cancelled. */
  readonly waitingItems: ReadonlyArray<number>
  readonly purchasedAt: string
}

export interface PlayerRedemption {
  readonly code: string
  readonly rcoin: number
  readonly milleage: number
  readonly redeemedAt: string
}

export interface PlayerTicket {
  readonly ticketCode: string
  readonly subject: string
  readonly status: string
  readonly createdAt: string
}

/** A character service the player used: as the player's own page lists it. */
export type PlayerServiceUse = ServiceUseOnPage

/** The newest few of a list and how many there are in all. */
export interface Newest<A> {
  readonly count: number
  readonly newest: ReadonlyArray<A>
}

/**
 * What the administrator reading the record may do to the account (the server decides; the page
 * only shows it): nobody but the owner changes an administrator or the owner.
 */
export interface PlayerStandingView {
  /** The account is the owner's, which no other staff member may change. */
  readonly isOwner: boolean
  /** Why the reader may not act on the account; null when they may. */
  readonly refusal: string | null
  /** The staff levels the reader may give (only the owner makes administrators). */
  readonly levels: ReadonlyArray<PlayerLevel>
}

/** What the level form says when the reader may not give the administrator level. */
export const ownerMakesAdministrators = "Only the owner may make administrators."

/** One account as the Players page shows it. */
export interface PlayerRecordView {
  readonly userId: string
  readonly email: string
  readonly level: PlayerLevel
  readonly userType: number
  readonly standing: PlayerStandingView
  readonly createdAt: string
  readonly lastLoginAt: string | null
  readonly lastLoginIp: string | null
  readonly blockedAt: string | null
  readonly blockedReason: string | null
  readonly rcoin: number
  readonly milleage: number
  readonly whitelist: ReadonlyArray<PlayerWhitelistRequest>
  readonly purchases: Newest<PlayerPurchase>
  readonly redemptions: Newest<PlayerRedemption>
  readonly tickets: Newest<PlayerTicket>
  readonly characterServices: Newest<PlayerServiceUse>
}

export interface PlayerLedgerLine {
  readonly id: number
  readonly at: string
  readonly currency: PlayerCurrency
  /** Signed: positive added to the balance. */
  readonly amount: number
  readonly reason: string
  readonly note: string | null
}

export interface PlayerLedgerView {
  readonly lines: ReadonlyArray<PlayerLedgerLine>
  readonly pageCount: number
}

/** A balance adjustment as the administrator typed it. */
export interface PlayerAdjustment {
  readonly currency: PlayerCurrency
  /** Exactly as typed and checked: `150`, `-12.50`. */
  readonly amount: string
  readonly reason: string
}

/** The actions of the page, one of which may be on its way to the server. */
export const playerActions = ["adjust", "block", "unblock", "level", "cancelItem"] as const
export type PlayerAction = (typeof playerActions)[number]
