import { PlainText, toplistKinds } from "@gatehouse/domain"
import { Schema } from "effect"

/** The most addresses a site may send its postbacks from. */
export const maxToplistAddresses = 20

/** A toplist as administrators keep it. Its secret is never sent back: only whether it has one. */
export const StaffToplist = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  kind: Schema.Literals(toplistKinds),
  voteAddress: Schema.String,
  hasSecret: Schema.Boolean,
  /** The addresses its postbacks may come from (for the sites checked by address). */
  addresses: Schema.Array(Schema.String),
  cooldownHours: Schema.Int,
  /** Milleage a confirmed vote earns. */
  reward: Schema.Finite,
  rewardsOn: Schema.Boolean,
  enabled: Schema.Boolean,
  sortOrder: Schema.Int,
  /** Where the site must send its postbacks, for its settings page. */
  postbackUrl: Schema.String,
})
export type StaffToplist = typeof StaffToplist.Type

const ToplistFields = {
  name: PlainText.check(Schema.isMinLength(1), Schema.isMaxLength(60)),
  kind: Schema.Literals(toplistKinds),
  /** The vote address, with `{player}` where the player's identifier goes. */
  voteAddress: PlainText.check(Schema.isMinLength(1), Schema.isMaxLength(500)),
  /** The shared secret (gtop100's pingback key); empty keeps the one saved. */
  secret: PlainText.check(Schema.isMaxLength(200)),
  addresses: Schema.Array(PlainText.check(Schema.isMaxLength(45))).check(
    Schema.isMaxLength(maxToplistAddresses),
  ),
  cooldownHours: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 168 })),
  reward: Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000 })),
  rewardsOn: Schema.Boolean,
  enabled: Schema.Boolean,
  sortOrder: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 9999 })),
}

export const ToplistPayload = Schema.Struct(ToplistFields)
export type ToplistPayload = typeof ToplistPayload.Type

export const UpdateToplistPayload = Schema.Struct({ id: Schema.Int, ...ToplistFields })
export type UpdateToplistPayload = typeof UpdateToplistPayload.Type

export const ToplistsResponse = Schema.Struct({ toplists: Schema.Array(StaffToplist) })
export type ToplistsResponse = typeof ToplistsResponse.Type

export const ToplistResponse = Schema.Struct({ message: Schema.String, toplist: StaffToplist })
export type ToplistResponse = typeof ToplistResponse.Type

/** One Manila day's postbacks per site: rewarded (or recorded) votes and refused postbacks. */
export const VoteDay = Schema.Struct({
  day: Schema.String,
  sites: Schema.Array(Schema.Struct({ toplistId: Schema.Int, counted: Schema.Int, refused: Schema.Int })),
})
export type VoteDay = typeof VoteDay.Type

/** A postback that changed nothing, kept for staff with why. */
export const RefusedPostback = Schema.Struct({
  id: Schema.String,
  toplistName: Schema.String,
  receivedAt: Schema.String,
  /** The address it came from. */
  address: Schema.String,
  /** The player it named, as sent. */
  player: Schema.String,
  reason: Schema.String,
})
export type RefusedPostback = typeof RefusedPostback.Type

/** GET /staff/votes/report: the last 30 Manila days per site, and the newest refused postbacks. */
export const VoteReport = Schema.Struct({
  days: Schema.Array(VoteDay),
  refused: Schema.Array(RefusedPostback),
})
export type VoteReport = typeof VoteReport.Type
