import {
  characterNameRule,
  characterServiceKinds,
  PlainText,
  serviceCurrencies,
  serviceUseStates,
} from "@gatehouse/domain"
import { Schema } from "effect"
import { BalanceFields } from "./common.ts"

/** A service as staff set it: on or off, its price and which balance pays it, its cooldown. */
export const ServiceOffer = Schema.Struct({
  service: Schema.Literals(characterServiceKinds),
  enabled: Schema.Boolean,
  currency: Schema.Literals(serviceCurrencies),
  /** The price in the currency's units (0 when free), at most 2 decimals as every balance. */
  price: Schema.Finite,
  cooldownHours: Schema.Int,
  /** False when the server lacks what the service needs (the schools' start maps for change school and unstuck). */
  setUp: Schema.Boolean,
})
export type ServiceOffer = typeof ServiceOffer.Type

/** A character's six stats and its unspent points, as the game holds them now. */
export const CharacterStatsView = Schema.Struct({
  power: Schema.Int,
  vitality: Schema.Int,
  stamina: Schema.Int,
  spirit: Schema.Int,
  dexterity: Schema.Int,
  intelligence: Schema.Int,
  unspent: Schema.Int,
})
export type CharacterStatsView = typeof CharacterStatsView.Type

/** When a service may be used again on a character (or on the account), by service; absent when it may now. */
export const Cooldowns = Schema.Record(Schema.Literals(characterServiceKinds), Schema.optional(Schema.String))
export type Cooldowns = typeof Cooldowns.Type

/** One of the player's characters as the game holds it now. */
export const ServiceCharacter = Schema.Struct({
  chaNum: Schema.Int,
  name: Schema.String,
  classCode: Schema.Int,
  school: Schema.Int,
  level: Schema.Int,
  online: Schema.Boolean,
  inClub: Schema.Boolean,
  stats: CharacterStatsView,
  /** ISO times until which each service stays on cooldown for this character. */
  cooldownUntil: Cooldowns,
})
export type ServiceCharacter = typeof ServiceCharacter.Type

/** A service the player used, as their history and the staff console list it. */
export const ServiceUse = Schema.Struct({
  id: Schema.String,
  service: Schema.Literals(characterServiceKinds),
  /** The character's name when it was used; null for account fix. */
  characterName: Schema.NullOr(Schema.String),
  /** What changed, in words ("Sacred Gate → Phoenix", "Old → New"); empty when the service says it all. */
  detail: Schema.String,
  currency: Schema.Literals(serviceCurrencies),
  price: Schema.Finite,
  state: Schema.Literals(serviceUseStates),
  /** Why it was refunded, when it was. */
  reason: Schema.NullOr(Schema.String),
  usedAt: Schema.String,
})
export type ServiceUse = typeof ServiceUse.Type

/** GET /characterservices: the offers, the player's characters as the game holds them, their recent uses. */
export const CharacterServicesView = Schema.Struct({
  /** False with no game link: the page says the services need it, and lists nothing else. */
  gameLinked: Schema.Boolean,
  services: Schema.Array(ServiceOffer),
  characters: Schema.Array(ServiceCharacter),
  /** The game says the account is still logged in (UserLoginState 1): what account fix clears. */
  loginStuck: Schema.Boolean,
  /** Until when account fix stays on cooldown, if it does. */
  accountFixUntil: Schema.NullOr(Schema.String),
  recent: Schema.Array(ServiceUse),
})
export type CharacterServicesView = typeof CharacterServicesView.Type

const NewName = PlainText.check(Schema.isMinLength(1), Schema.isMaxLength(characterNameRule.max * 2))

/** POST /characterservices/use: a service on a character (none for account fix), with its choice. */
export const UseServicePayload = Schema.Struct({
  service: Schema.Literals(characterServiceKinds),
  chaNum: Schema.optional(Schema.Int.check(Schema.isGreaterThan(0))),
  /** Change school: the new school. */
  school: Schema.optional(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 2 }))),
  /** Rename: the new name. */
  name: Schema.optional(NewName),
})
export type UseServicePayload = typeof UseServicePayload.Type

/** What happened, the character as it is now (none for account fix), and the balances after it. */
export const UseServiceAnswer = Schema.Struct({
  message: Schema.String,
  character: Schema.NullOr(ServiceCharacter),
  ...BalanceFields,
})
export type UseServiceAnswer = typeof UseServiceAnswer.Type
