import english from "./votePageTexts.en.json"

/** The Vote page's words, keyed for `useMessages(voteEnglish)`. */
export const voteEnglish = english

export type VoteKey = keyof typeof english

/**
 * The Vote page's own words in English: headings, labels and states (the page shows them in the
 * chosen language). What voting earns and the waiting are also the domain's (`voteMessages`), so
 * the server and the console say them alike.
 */
export const votePageTexts = {
  loading: english["votePageTexts.loading"],
  loadFailed: english["votePageTexts.loadFailed"],
  retry: english["votePageTexts.retry"],
  sites: english["votePageTexts.sites"],
  voteOn: english["votePageTexts.voteOn"],
  voteAgainIn: english["votePageTexts.voteAgainIn"],
  openAgainAt: english["votePageTexts.openAgainAt"],
  recent: english["votePageTexts.recent"],
  noRecent: english["votePageTexts.noRecent"],
  site: english["votePageTexts.site"],
  when: english["votePageTexts.when"],
  reward: english["votePageTexts.reward"],
  noRewardShort: english["votePageTexts.noRewardShort"],
} as const

/** How often a site takes a vote from the same player, in English. */
export const cooldownText = (hours: number): string =>
  hours === 1 ? "One vote every hour" : `One vote every ${hours} hours`

/** The start of the line that tells a vote arrived (its reward, if any, follows), in English. */
export const confirmedText = (siteName: string): string =>
  english["votePageTexts.confirmed"].replace("{site}", siteName)
