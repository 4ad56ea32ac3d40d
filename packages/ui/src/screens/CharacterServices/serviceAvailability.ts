import { type CharacterServiceKind, characterOnlyServices } from "@gatehouse/domain"
import type { CharacterOnPage, ServiceOfferOnPage, ServicesOnPage } from "./servicesOnPage.ts"

/**
 * Whether a service can be used now, or why not. `online` is told once for the whole card (or the
 * account), so its rows only lose their button.
 */
export type Availability =
  | { readonly kind: "ready" }
  | { readonly kind: "notSetUp" }
  | { readonly kind: "cooldown"; readonly until: string }
  | { readonly kind: "inClub" }
  | { readonly kind: "online" }
  | { readonly kind: "notStuck" }

const ready: Availability = { kind: "ready" }

/** The offer of a service when staff left it switched on; switched off, it is not shown at all. */
export const offerOf = (
  page: Pick<ServicesOnPage, "services">,
  service: CharacterServiceKind,
): ServiceOfferOnPage | undefined => page.services.find((offer) => offer.service === service && offer.enabled)

/** The services a character card lists, in the domain's order. */
export const characterOffers = (page: Pick<ServicesOnPage, "services">): ReadonlyArray<ServiceOfferOnPage> =>
  characterOnlyServices.flatMap((service) => offerOf(page, service) ?? [])

/**
 * A character's service, checked in the order a player can do something about it: what only staff
 * can fix first, then what time fixes, then what the player fixes in game. The server checks again.
 */
export const characterAvailability = (
  offer: ServiceOfferOnPage,
  character: CharacterOnPage,
): Availability => {
  if (!offer.setUp) return { kind: "notSetUp" }
  const until = character.cooldownUntil[offer.service]
  if (until !== undefined) return { kind: "cooldown", until }
  if (offer.service === "changeSchool" && character.inClub) return { kind: "inClub" }
  if (character.online) return { kind: "online" }
  return ready
}

/** The account fix: only while the game counts the account as logged in, and no character is really online. */
export const accountFixAvailability = (
  offer: ServiceOfferOnPage,
  page: Pick<ServicesOnPage, "characters" | "loginStuck" | "accountFixUntil">,
): Availability => {
  if (!offer.setUp) return { kind: "notSetUp" }
  if (page.accountFixUntil !== null) return { kind: "cooldown", until: page.accountFixUntil }
  if (page.characters.some((character) => character.online)) return { kind: "online" }
  if (!page.loginStuck) return { kind: "notStuck" }
  return ready
}
