import { currencies } from "./currency.ts"

/**
 * Vote rewards (docs/votes.md): toplist sites rank servers by votes, and a vote the site confirms
 * with its postback earns the player Milleage. The server, the portal and the console name them
 * from here.
 */

/** The toplists whose postbacks the portal reads, each by its own protocol. */
export const toplistKinds = ["gtop100", "topg", "xtremetop100", "top100arena"] as const
export type ToplistKind = (typeof toplistKinds)[number]

/** How a site's postback is known to be the site's: a shared secret in it, or the address it comes from. */
export type ToplistCheck = "secret" | "address"

/** Each toplist as its documentation describes it. */
export const toplistProtocols: Readonly<
  Record<
    ToplistKind,
    {
      readonly name: string
      readonly check: ToplistCheck
      /** The vote address with the player's placeholder, as staff start from it. */
      readonly voteAddress: string
      readonly cooldownHours: number
      /** What the player's identifier may hold on this site. */
      readonly playerPattern: RegExp
    }
  >
> = {
  gtop100: {
    name: "GTop100",
    check: "secret",
    voteAddress: "https://gtop100.com/topsites/RAN-Online/sitedetails/YOUR-SITE?vote=1&pingUsername={player}",
    cooldownHours: 12,
    playerPattern: /^[A-Za-z0-9]{1,50}$/,
  },
  topg: {
    name: "TopG",
    check: "address",
    voteAddress: "https://topg.org/ran-online-private-servers/in-YOURSITEID-{player}",
    cooldownHours: 12,
    playerPattern: /^[A-Za-z0-9_-]{1,50}$/,
  },
  xtremetop100: {
    name: "XtremeTop100",
    check: "address",
    voteAddress: "https://www.xtremetop100.com/in.php?site=YOURSITEID&postback={player}",
    cooldownHours: 12,
    playerPattern: /^[A-Za-z0-9_-]{1,50}$/,
  },
  top100arena: {
    name: "Top100Arena",
    check: "address",
    voteAddress: "https://www.top100arena.com/listing/YOURSITEID/vote?incentive={player}",
    cooldownHours: 24,
    playerPattern: /^[A-Za-z0-9_-]{1,24}$/,
  },
}

/** Where the player's identifier goes in a vote address. */
export const votePlaceholder = "{player}"

/** The vote address with the player's identifier in place of its placeholder. */
export const voteAddressFor = (template: string, player: string): string =>
  template.split(votePlaceholder).join(encodeURIComponent(player))

/** The balance votes are rewarded in: Milleage, as every RAN panel does (UserPoint2). */
export const voteRewardCurrency = currencies.point

/** A vote address that cannot carry the player, as the console and the server both say it. */
export const votePlaceholderMissing = `The vote address must contain ${votePlaceholder}, where the player's User ID goes.`

/** Why a postback changed nothing, as staff read it. */
export const voteRefusals = {
  wrongSecret: "The postback's secret is not this site's.",
  wrongAddress: "The postback did not come from an address this site is allowed to send from.",
  unknownPlayer: "No account has this player name.",
  notCounted: "The site says the vote did not count.",
  cooldown: "The account already voted on this site within its cooldown.",
  addressCooldown: "This voter's address already voted on this site within its cooldown.",
  rewardsOff: "Rewards are off for this site: the vote is recorded without a reward.",
  siteOff: "This site is switched off.",
  malformed: "The postback does not carry what this site's protocol sends.",
} as const
export type VoteRefusal = keyof typeof voteRefusals

/** Every sentence a player reads on the Vote page. */
export const voteMessages = {
  intro: `Vote for us on these sites: each vote the site confirms earns you ${voteRewardCurrency.name}.`,
  none: "No voting sites are listed yet.",
  waiting: "After you vote, the site tells us within a few minutes; your reward appears then.",
  noReward: "Votes on this site help the server, without a reward.",
} as const
