import { PlainText } from "@gatehouse/domain"
import { Schema } from "effect"
import { NaturalFromString, PageNumberFromString } from "../fields.ts"

/** The most codes one batch may hold: enough for a giveaway, small enough for one transaction. */
export const maxBatchSize = 1000

/**
 * An amount as exact text ("100", "99.50"): money never passes through a float on its way to a
 * `numeric(12,2)` column.
 */
export const AmountText = PlainText.check(
  Schema.isPattern(/^\d{1,10}(\.\d{1,2})?$/, { message: "Enter an amount such as 100 or 99.50." }),
)

/** A calendar day as `YYYY-MM-DD`; a code is valid through the end of that day, Manila time. */
export const DayText = PlainText.check(
  Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/, { message: "Enter the date as YYYY-MM-DD." }),
)

/** POST /staff/codes/batches: N codes of one value, with an optional last day. */
export const GenerateCodesPayload = Schema.Struct({
  name: PlainText.check(
    Schema.isPattern(/\S/, { message: "Give the batch a name." }),
    Schema.isMaxLength(60, { message: "The name is at most 60 characters." }),
  ),
  note: Schema.optionalKey(
    PlainText.check(Schema.isMaxLength(200, { message: "The note is at most 200 characters." })),
  ),
  count: Schema.Int.check(
    Schema.isBetween(
      { minimum: 1, maximum: maxBatchSize },
      { message: "Generate between 1 and 1000 codes." },
    ),
  ),
  rcoin: AmountText,
  milleage: AmountText,
  expiresOn: Schema.optionalKey(Schema.NullOr(DayText)),
})
export type GenerateCodesPayload = typeof GenerateCodesPayload.Type

/** One batch as the console lists it. Values are exact text ("100.00"); times are ISO instants. */
export const CodeBatch = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  note: Schema.String,
  createdAt: Schema.String,
  createdBy: Schema.String,
  count: Schema.Int,
  redeemed: Schema.Int,
  voided: Schema.Int,
  rcoin: Schema.String,
  milleage: Schema.String,
  /** The last day the codes work (`YYYY-MM-DD`, Manila time), or null when they never expire. */
  expiresOn: Schema.NullOr(Schema.String),
})
export type CodeBatch = typeof CodeBatch.Type

export const CodeBatchesQuery = { page: Schema.optionalKey(PageNumberFromString) } as const

export const CodeBatchesResponse = Schema.Struct({
  data: Schema.Array(CodeBatch),
  page: Schema.Int,
  pageCount: Schema.Int,
})
export type CodeBatchesResponse = typeof CodeBatchesResponse.Type

/** What generating, voiding or changing a referral code answers: a sentence and the batch as it is now. */
export const CodeBatchResponse = Schema.Struct({ message: Schema.String, batch: CodeBatch })
export type CodeBatchResponse = typeof CodeBatchResponse.Type

export const CodeBatchParams = { id: NaturalFromString } as const

/** The CSV of a batch: one row per code (code, value, currency, expiry, state). */
export const CodeBatchCsv = Schema.String
export const codeBatchCsvType = "text/csv"

/** The name a batch's CSV is saved under: `codes-batch-12.csv`. */
export const codeBatchFileName = (id: number): string => `codes-batch-${id}.csv`

/** POST /staff/codes/batches/void: every unused code of a batch. */
export const VoidBatchPayload = Schema.Struct({ batchId: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)) })
export type VoidBatchPayload = typeof VoidBatchPayload.Type

/** POST /staff/codes/void: one unused code, exactly as printed. */
export const VoidCodePayload = Schema.Struct({
  code: PlainText.check(
    Schema.isPattern(/\S/, { message: "Enter the code to void." }),
    Schema.isMaxLength(32, { message: "A code is at most 32 characters." }),
  ),
})
export type VoidCodePayload = typeof VoidCodePayload.Type

export const MessageAnswer = Schema.Struct({ message: Schema.String })

/** A streamer's referral code, as players type it beside a code they redeem. */
export const ReferralCode = Schema.Struct({
  code: Schema.String,
  streamer: Schema.String,
  active: Schema.Boolean,
  createdAt: Schema.String,
  /** Codes redeemed with this referral code, all time. */
  redemptions: Schema.Int,
})
export type ReferralCode = typeof ReferralCode.Type

export const ReferralCodesResponse = Schema.Struct({ data: Schema.Array(ReferralCode) })
export type ReferralCodesResponse = typeof ReferralCodesResponse.Type

/** Referral codes are upper case like the codes they go with, so what a streamer says is what works. */
export const ReferralCodeText = PlainText.check(
  Schema.isPattern(/^[A-Z0-9_-]{2,32}$/, {
    message: "A referral code is 2 to 32 upper-case letters, digits, - or _.",
  }),
)

export const CreateReferralPayload = Schema.Struct({
  code: ReferralCodeText,
  streamer: PlainText.check(
    Schema.isPattern(/\S/, { message: "Enter the streamer's name." }),
    Schema.isMaxLength(60, { message: "The streamer's name is at most 60 characters." }),
  ),
})
export type CreateReferralPayload = typeof CreateReferralPayload.Type

/** POST /staff/codes/referrals/active: switch a referral code off (or on again). */
export const ReferralActivePayload = Schema.Struct({ code: ReferralCodeText, active: Schema.Boolean })
export type ReferralActivePayload = typeof ReferralActivePayload.Type

export const ReferralCodeResponse = Schema.Struct({ message: Schema.String, referral: ReferralCode })
export type ReferralCodeResponse = typeof ReferralCodeResponse.Type

/** One streamer's month: codes redeemed with their referral code, and what those codes carried. */
export const ReferralMonth = Schema.Struct({
  /** The Manila calendar month, `YYYY-MM`. */
  month: Schema.String,
  code: Schema.String,
  streamer: Schema.String,
  redemptions: Schema.Int,
  rcoin: Schema.String,
  milleage: Schema.String,
})
export type ReferralMonth = typeof ReferralMonth.Type

export const ReferralReportResponse = Schema.Struct({ data: Schema.Array(ReferralMonth) })
export type ReferralReportResponse = typeof ReferralReportResponse.Type
