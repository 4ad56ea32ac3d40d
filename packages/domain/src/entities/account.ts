import { Schema } from "effect"

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
