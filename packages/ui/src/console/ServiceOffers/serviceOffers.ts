import {
  type CharacterServiceKind,
  characterServiceTexts,
  formatAmount,
  type ServiceCurrency,
  serviceCurrencyNames,
} from "@gatehouse/domain"

/** One character service as the console sets it: on or off, what it costs, how often it may be used. */
export interface ServiceOfferView {
  readonly service: CharacterServiceKind
  readonly enabled: boolean
  readonly currency: ServiceCurrency
  /** In the currency's units; 0 when free. */
  readonly price: number
  /** 0 for none. */
  readonly cooldownHours: number
  /** False while the server lacks what the service needs (the schools' start maps). */
  readonly setUp: boolean
}

/** The Character services page's read: every service, and whether the game link is on. */
export interface ServiceOffersView {
  readonly gameLinked: boolean
  readonly services: ReadonlyArray<ServiceOfferView>
}

/** A service's settings as its form edits them: the numbers as typed ("49.50", "24"). */
export interface ServiceOfferDraft {
  readonly service: CharacterServiceKind
  readonly enabled: boolean
  readonly currency: ServiceCurrency
  readonly price: string
  readonly cooldownHours: string
}

export const serviceOfferFields = ["currency", "price", "cooldownHours"] as const
export type ServiceOfferField = (typeof serviceOfferFields)[number]

/** What is wrong with each field of one service's form, from the rules or the server. */
export type ServiceOfferErrors = Partial<Record<ServiceOfferField, string>>

/** A service's settings as its form starts: a free service shows no price until one is typed. */
export const serviceOfferDraftOf = (offer: ServiceOfferView): ServiceOfferDraft => ({
  service: offer.service,
  enabled: offer.enabled,
  currency: offer.currency,
  price: offer.currency === "free" || offer.price === 0 ? "" : offer.price.toFixed(2),
  cooldownHours: String(offer.cooldownHours),
})

/** What a use costs in words: "Free", "50.00 R-Coin". */
export const servicePriceText = (currency: ServiceCurrency, price: number): string =>
  currency === "free" ? serviceCurrencyNames.free : `${formatAmount(price)} ${serviceCurrencyNames[currency]}`

const cooldownText = (hours: number) =>
  hours === 0 ? "no cooldown" : hours === 1 ? "once an hour" : `once every ${hours} hours`

/** What the server saved, as the page tells it: "Reset stats saved: on, 50.00 R-Coin, once every 24 hours." */
export const savedServiceOfferText = (offer: ServiceOfferView): string =>
  `${characterServiceTexts[offer.service].name} saved: ${offer.enabled ? "on" : "off"}, ${servicePriceText(
    offer.currency,
    offer.price,
  )}, ${cooldownText(offer.cooldownHours)}.`

/** The page's own sentences to staff; what each service does comes from the domain. */
export const serviceOfferTexts = {
  intro:
    "What players may have the server do to their characters in the game, what each costs and how often. Each service is saved on its own.",
  needsGameLink:
    "Character services work on characters in the game, and this server has no game link: players see every service as unavailable. The settings can still be changed and count once the link is on.",
  needsStartMaps:
    "Needs the schools' start maps (GAME_SCHOOL_START_MAPS) in the server's settings. Until then players see it as unavailable.",
  failed: "The character services could not be read. Please try again.",
  free: "Free: nothing is taken",
  priceInCents: "More than 0, at most 2 decimals",
  // The game's balances are whole numbers, so with the link on the server takes whole coins only.
  priceInCoins: "More than 0, in whole coins: the game's balances have no decimals",
} as const
