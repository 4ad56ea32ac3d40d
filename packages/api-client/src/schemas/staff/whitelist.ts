import { Schema } from "effect"
import { PageNumberFromString } from "../fields.ts"

/** One request waiting in the IP whitelist queue: who asked, for which address, and when. */
export const WhitelistRequest = Schema.Struct({
  id: Schema.Finite,
  userNum: Schema.Finite,
  userId: Schema.String,
  ipAddress: Schema.String,
  requestedAt: Schema.String,
})
export type WhitelistRequest = typeof WhitelistRequest.Type

/** GET /staff/whitelist: the pending requests, oldest first, a page at a time. */
export const WhitelistQueueQuery = {
  page: Schema.optionalKey(PageNumberFromString),
} as const

export const WhitelistQueueResponse = Schema.Struct({
  data: Schema.Array(WhitelistRequest),
  page: Schema.Finite,
  pageCount: Schema.Finite,
})
export type WhitelistQueueResponse = typeof WhitelistQueueResponse.Type

/** What an administrator may decide about a pending request. */
export const whitelistDecisions = ["approve", "reject"] as const
export type WhitelistDecision = (typeof whitelistDecisions)[number]

/** POST /staff/whitelist/decide */
export const WhitelistDecisionPayload = Schema.Struct({
  id: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  decision: Schema.Literals(whitelistDecisions),
})
export type WhitelistDecisionPayload = typeof WhitelistDecisionPayload.Type
