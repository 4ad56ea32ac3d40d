import type {
  CharacterServiceKind,
  CharacterStatKey,
  ServiceCurrency,
  ServiceUseState,
} from "@gatehouse/domain"

/** A service as the server offers it: on or off, set up or not, and its price. */
export interface ServiceOfferOnPage {
  readonly service: CharacterServiceKind
  /** Switched off by staff: the page does not show it at all. */
  readonly enabled: boolean
  readonly currency: ServiceCurrency
  /** In the currency's units; 0 when free. */
  readonly price: number
  /** False when the server lacks what the service needs: the page says it is not set up yet. */
  readonly setUp: boolean
}

/** A character's six stats and its unspent points. */
export type CharacterStatsOnPage = Readonly<Record<CharacterStatKey | "unspent", number>>

/** Until when each service stays on cooldown, as the server sent it; absent when it may be used now. */
export type ServiceCooldowns = { readonly [Service in CharacterServiceKind]?: string | undefined }

/** One of the player's characters as the game holds it now. */
export interface CharacterOnPage {
  readonly chaNum: number
  readonly name: string
  readonly classCode: number
  readonly school: number
  readonly level: number
  readonly online: boolean
  readonly inClub: boolean
  readonly stats: CharacterStatsOnPage
  readonly cooldownUntil: ServiceCooldowns
}

export { type ServiceUseState, serviceUseStates } from "@gatehouse/domain"

/** A service the player used. */
export interface ServiceUseOnPage {
  readonly id: string
  readonly service: CharacterServiceKind
  /** The character's name when it was used; null for the account fix. */
  readonly characterName: string | null
  /** What changed, in words ("Old → New"); empty when the service says it all. */
  readonly detail: string
  readonly currency: ServiceCurrency
  readonly price: number
  readonly state: ServiceUseState
  /** Why it was refunded, when it was. */
  readonly reason: string | null
  readonly usedAt: string
}

/** Everything the Character Services page shows. */
export interface ServicesOnPage {
  /** False when the portal is not connected to the game: the page only says so. */
  readonly gameLinked: boolean
  readonly services: ReadonlyArray<ServiceOfferOnPage>
  readonly characters: ReadonlyArray<CharacterOnPage>
  /** The game still counts the account as logged in: what the account fix clears. */
  readonly loginStuck: boolean
  /** Until when the account fix stays on cooldown, if it does. */
  readonly accountFixUntil: string | null
  readonly recent: ReadonlyArray<ServiceUseOnPage>
}

/** A service the player confirmed: on which character (none for the account fix) and with what choice. */
export interface ServiceRequest {
  readonly service: CharacterServiceKind
  readonly chaNum?: number
  /** Change school: the new school. */
  readonly school?: number
  /** Rename: the new name. */
  readonly name?: string
}

/**
 * What came of a confirmed service: done (the server's message), refused (the reason, nothing
 * changed), or unanswered when the player was told elsewhere (no connection, the session ended).
 */
export type ServiceOutcome =
  | { readonly status: "done"; readonly message: string }
  | { readonly status: "refused"; readonly message: string }
  | { readonly status: "unanswered" }
