import { Schema } from "effect"
import { BalanceFields } from "./common.ts"

/** One toplist as the Vote page shows it to the signed-in player. */
export const VoteSite = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  /** The site's vote address with the player's own identifier in place. */
  voteUrl: Schema.String,
  /** Milleage a confirmed vote earns; 0 when rewards are off for the site. */
  reward: Schema.Finite,
  rewardsOn: Schema.Boolean,
  cooldownHours: Schema.Int,
  /** When a vote here can earn a reward again (ISO), or null when it can now. */
  nextVoteAt: Schema.NullOr(Schema.String),
})
export type VoteSite = typeof VoteSite.Type

/** A vote a site confirmed for the player. */
export const VoteRecord = Schema.Struct({
  siteName: Schema.String,
  votedAt: Schema.String,
  /** Milleage it earned (0 without a reward). */
  reward: Schema.Finite,
})
export type VoteRecord = typeof VoteRecord.Type

/**
 * GET /votes: the sites to vote on, the player's recent confirmed votes, and the balances now, so a
 * reward a site confirmed while the page was open shows in the header at once.
 */
export const VotePageView = Schema.Struct({
  sites: Schema.Array(VoteSite),
  recent: Schema.Array(VoteRecord),
  ...BalanceFields,
})
export type VotePageView = typeof VotePageView.Type
