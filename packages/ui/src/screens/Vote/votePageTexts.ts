/**
 * The Vote page's own words: headings, labels and states. What voting earns and the waiting are
 * the domain's (`voteMessages`), so the server, the console and this page say them alike.
 */
export const votePageTexts = {
  loading: "Loading the voting sites...",
  loadFailed: "The voting sites could not be loaded.",
  retry: "Try again",
  sites: "Where to vote",
  voteOn: "Vote on",
  voteAgainIn: "Vote again in",
  openAgainAt: "Open again at",
  recent: "Your recent votes",
  noRecent: "You have not voted yet.",
  site: "Site",
  when: "When",
  reward: "Reward",
  noRewardShort: "No reward",
} as const

/** How often a site takes a vote from the same player. */
export const cooldownText = (hours: number): string =>
  hours === 1 ? "One vote every hour" : `One vote every ${hours} hours`

/** The start of the line that tells a vote arrived; its reward, if any, follows. */
export const confirmedText = (siteName: string): string => `Your vote on ${siteName} was confirmed`
