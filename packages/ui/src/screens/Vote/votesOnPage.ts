/** One toplist as the Vote page shows it. */
export interface VoteSiteOnPage {
  readonly id: number
  readonly name: string
  /** The site's vote address, the player's own name already in it. */
  readonly voteUrl: string
  /** What a confirmed vote earns, in the vote reward's currency (Milleage). */
  readonly reward: number
  /** False when staff count votes on this site without rewarding them. */
  readonly rewardsOn: boolean
  readonly cooldownHours: number
  /** When a vote here can earn a reward again (a server date), or null when it can now. */
  readonly nextVoteAt: string | null
}

/** A vote a site confirmed for the player. */
export interface VoteOnPage {
  readonly siteName: string
  readonly votedAt: string
  /** What it earned; 0 without a reward. */
  readonly reward: number
}

/** Everything the Vote page shows. */
export interface VotePageOnPage {
  readonly sites: ReadonlyArray<VoteSiteOnPage>
  /** The player's confirmed votes, newest first as the server lists them. */
  readonly recent: ReadonlyArray<VoteOnPage>
}
