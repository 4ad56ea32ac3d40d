import { Schema } from "effect"
import { PlainText } from "./plainText.ts"

/** A character as the account page lists it. */
export class AccountCharacter extends Schema.Class<AccountCharacter>("AccountCharacter")({
  ChaName: Schema.String,
  ChaLevel: Schema.Finite,
}) {}

/**
 * The player as the session keeps it (spec §3 User). Password fields exist only in payloads that
 * change them; a server never sends them back, so they are optional here.
 */
export class User extends Schema.Class<User>("User")({
  UserNum: Schema.Finite,
  UserID: Schema.String,
  NameFirst: Schema.optional(Schema.NullOr(Schema.String)),
  NameLast: Schema.optional(Schema.NullOr(Schema.String)),
  UserEmail: Schema.String,
  PhoneNumber: Schema.optional(Schema.NullOr(Schema.String)),
  UserSQ: Schema.optional(Schema.NullOr(Schema.Finite)),
  UserPass: Schema.optional(Schema.String),
  UserPass2: Schema.optional(Schema.String),
  /** R-Coin. */
  UserPoint: Schema.Finite,
  /** Milleage (R-Point in the shop). */
  UserPoint2: Schema.Finite,
  /** Numeric level: 0–1 player, 11 and above staff. */
  UserType: Schema.optional(Schema.Finite),
  email_verified_at: Schema.optional(Schema.NullOr(Schema.String)),
  characters: Schema.optional(Schema.Array(AccountCharacter)),
}) {}

/** Spec §3 Connection info: CC_status 0 means the IP is not whitelisted. */
export class ConnectionInfo extends Schema.Class<ConnectionInfo>("ConnectionInfo")({
  CC_IP: Schema.String,
  CC_status: Schema.Finite,
}) {}

export const genders = ["Male", "Female"] as const
export const Gender = Schema.Literals(genders)
export type Gender = typeof Gender.Type

/** Spec §3 Registration payload, exactly as the register form posts it. */
export class RegistrationPayload extends Schema.Class<RegistrationPayload>("RegistrationPayload")({
  userId: PlainText,
  userFirstName: PlainText,
  userLastName: PlainText,
  userPassword: PlainText,
  userPasswordConfirm: PlainText,
  userEmail: PlainText,
  secretQuestion: Schema.Union([Schema.Finite, PlainText]),
  secretAnswer: PlainText,
  gender: PlainText,
  country: PlainText,
  agreeTerms: Schema.Boolean,
}) {}

/** Spec §3 Secret questions, numbered 1 to 6. */
export const secretQuestions = [
  { id: 1, label: "What is your favorite color?" },
  { id: 2, label: "What is your hometown?" },
  { id: 3, label: "What is your favorite movie?" },
  { id: 4, label: "What is the name of your childhood friend?" },
  { id: 5, label: "What is your pet name?" },
  { id: 6, label: "Who is your favorite singer?" },
] as const
