import { ledgerCurrencies, PlainText } from "@gatehouse/domain"
import { Schema } from "effect"
import { ServiceUse } from "../characterServices.ts"
import { PageNumberFromString } from "../fields.ts"

/** A player's User ID as the console's addresses carry it (`/staff/players?user=demohero`). */
const UserIdField = PlainText.check(Schema.isMinLength(1), Schema.isMaxLength(20))

/** The two balances, named as the ledger names them: R-Coin (UserPoint) and Milleage (UserPoint2). */
export const balanceCurrencies = ledgerCurrencies
export type BalanceCurrency = (typeof balanceCurrencies)[number]

/** The staff levels an administrator may give, and the user type each one stores. */
export const staffLevelUserTypes = { player: 1, editor: 11, administrator: 20 } as const
export const staffLevels = ["player", "editor", "administrator"] as const
export type StaffLevel = (typeof staffLevels)[number]

/** GET /staff/players: accounts whose User ID or e-mail contains the text (any case), a page at a time. */
export const PlayerSearchQuery = {
  q: Schema.optionalKey(PlainText.check(Schema.isMaxLength(60))),
  page: Schema.optionalKey(PageNumberFromString),
} as const

export const PlayerSummary = Schema.Struct({
  userNum: Schema.Finite,
  userId: Schema.String,
  email: Schema.String,
  userType: Schema.Finite,
  rcoin: Schema.Finite,
  milleage: Schema.Finite,
  lastLoginAt: Schema.NullOr(Schema.String),
  blocked: Schema.Boolean,
})
export type PlayerSummary = typeof PlayerSummary.Type

export const PlayerSearchResponse = Schema.Struct({
  data: Schema.Array(PlayerSummary),
  page: Schema.Finite,
  pageCount: Schema.Finite,
})
export type PlayerSearchResponse = typeof PlayerSearchResponse.Type

/** GET /staff/players/record: one account by its User ID. */
export const PlayerQuery = { user: UserIdField } as const

const WhitelistEntry = Schema.Struct({
  id: Schema.Finite,
  ipAddress: Schema.String,
  status: Schema.Literals(["pending", "approved", "rejected"]),
  requestedAt: Schema.String,
  decidedAt: Schema.NullOr(Schema.String),
})

const PurchaseEntry = Schema.Struct({
  id: Schema.Finite,
  itemName: Schema.String,
  quantity: Schema.Finite,
  totalPrice: Schema.Finite,
  currency: Schema.Literals(balanceCurrencies),
  deliveryStatus: Schema.String,
  /** Where its items stand in the game (ShopPurchase.PurFlag), or "Waiting for game link". */
  gameState: Schema.String,
  /** The game's PurKeys of its items still waiting in the item bank: the ones staff may cancel. */
  waitingItems: Schema.Array(Schema.Finite),
  purchasedAt: Schema.String,
})

const RedemptionEntry = Schema.Struct({
  code: Schema.String,
  rcoin: Schema.Finite,
  milleage: Schema.Finite,
  redeemedAt: Schema.String,
})

const TicketEntry = Schema.Struct({
  ticketCode: Schema.String,
  subject: Schema.String,
  status: Schema.String,
  createdAt: Schema.String,
})

/** A list of the newest few and how many there are in all. */
const newestOf = <S extends Schema.Top>(entry: S) =>
  Schema.Struct({ count: Schema.Finite, newest: Schema.Array(entry) })

/**
 * What the administrator reading a record may do to the account, by their standing against its
 * (ADR 0016, "Staff standing"): nobody but the owner changes an administrator or the owner.
 */
export const PlayerStanding = Schema.Struct({
  /** The account is the owner's, which no other staff member may change. */
  isOwner: Schema.Boolean,
  /** Why the reader may not act on the account (the server's refusal, word for word); null when they may. */
  refusal: Schema.NullOr(Schema.String),
  /** The staff levels the reader may give. */
  levels: Schema.Array(Schema.Literals(staffLevels)),
})
export type PlayerStanding = typeof PlayerStanding.Type

/** Everything the console shows about one account; the ledger is read a page at a time beside it. */
export const PlayerRecord = Schema.Struct({
  userNum: Schema.Finite,
  userId: Schema.String,
  email: Schema.String,
  userType: Schema.Finite,
  standing: PlayerStanding,
  createdAt: Schema.String,
  lastLoginAt: Schema.NullOr(Schema.String),
  lastLoginIp: Schema.NullOr(Schema.String),
  blockedAt: Schema.NullOr(Schema.String),
  blockedReason: Schema.NullOr(Schema.String),
  rcoin: Schema.Finite,
  milleage: Schema.Finite,
  whitelist: Schema.Array(WhitelistEntry),
  purchases: newestOf(PurchaseEntry),
  redemptions: newestOf(RedemptionEntry),
  tickets: newestOf(TicketEntry),
  /** The character services the player used (docs/character-services.md). */
  characterServices: newestOf(ServiceUse),
})
export type PlayerRecord = typeof PlayerRecord.Type

/** GET /staff/players/ledger: the account's balance changes, newest first. */
export const PlayerLedgerQuery = {
  user: UserIdField,
  page: Schema.optionalKey(PageNumberFromString),
} as const

export const LedgerLine = Schema.Struct({
  id: Schema.Finite,
  at: Schema.String,
  currency: Schema.Literals(balanceCurrencies),
  /** Signed: positive added to the balance, negative took from it. */
  amount: Schema.Finite,
  /** grant, coupon, purchase, refund or adjustment. */
  reason: Schema.String,
  /** The reason staff gave for an adjustment. */
  note: Schema.NullOr(Schema.String),
})
export type LedgerLine = typeof LedgerLine.Type

export const PlayerLedgerResponse = Schema.Struct({
  data: Schema.Array(LedgerLine),
  page: Schema.Finite,
  pageCount: Schema.Finite,
})
export type PlayerLedgerResponse = typeof PlayerLedgerResponse.Type

/** Free text staff type; the server says what is wrong with it field by field (422). */
const StaffText = PlainText.check(Schema.isMaxLength(200))

/**
 * POST /staff/players/adjust: add to or take from one balance. The amount is text as typed
 * (`150`, `-12.50`) so it arrives exact to the cent.
 */
export const BalanceAdjustmentPayload = Schema.Struct({
  user: UserIdField,
  currency: Schema.Literals(balanceCurrencies),
  amount: PlainText.check(Schema.isMaxLength(20)),
  reason: StaffText,
})
export type BalanceAdjustmentPayload = typeof BalanceAdjustmentPayload.Type

export const BalanceAdjustmentResponse = Schema.Struct({
  message: Schema.String,
  rcoin: Schema.Finite,
  milleage: Schema.Finite,
})
export type BalanceAdjustmentResponse = typeof BalanceAdjustmentResponse.Type

/** POST /staff/players/block: the account can no longer log in; its sessions end. */
export const BlockLoginPayload = Schema.Struct({ user: UserIdField, reason: StaffText })
export type BlockLoginPayload = typeof BlockLoginPayload.Type

/** POST /staff/players/unblock */
export const UnblockLoginPayload = Schema.Struct({ user: UserIdField })
export type UnblockLoginPayload = typeof UnblockLoginPayload.Type

/**
 * POST /staff/players/cancel-item: cancel one item of the player's still waiting in the game's item
 * bank (its PurKey); its price goes back to the player once.
 */
export const CancelItemPayload = Schema.Struct({
  user: UserIdField,
  purKey: Schema.Int.check(Schema.isGreaterThan(0)),
})
export type CancelItemPayload = typeof CancelItemPayload.Type

/** POST /staff/players/staff-level */
export const StaffLevelPayload = Schema.Struct({ user: UserIdField, level: Schema.Literals(staffLevels) })
export type StaffLevelPayload = typeof StaffLevelPayload.Type
