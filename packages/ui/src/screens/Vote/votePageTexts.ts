import type { KeysOf } from "../../i18n/catalogues/keysOf.ts"
import { englishOf } from "../../i18n/englishOf.ts"
import english from "./votePageTexts.en.json"

/** The English words, read from the catalogue as the page would read them (for stories, tests and callers). */
const inEnglish = englishOf(english)

/** The Vote page's words, keyed for `useMessages(voteEnglish)`. */
export const voteEnglish = english

export type VoteKey = KeysOf<"votePageTexts">

/**
 * The Vote page's own words in English: headings, labels and states (the page shows them in the
 * chosen language). What voting earns and the waiting are also the domain's (`voteMessages`), so
 * the server and the console say them alike.
 */
export const votePageTexts = {
  loading: inEnglish("votePageTexts.loading"),
  loadFailed: inEnglish("votePageTexts.loadFailed"),
  retry: inEnglish("votePageTexts.retry"),
  sites: inEnglish("votePageTexts.sites"),
  voteOn: inEnglish("votePageTexts.voteOn"),
  voteAgainIn: inEnglish("votePageTexts.voteAgainIn"),
  openAgainAt: inEnglish("votePageTexts.openAgainAt"),
  recent: inEnglish("votePageTexts.recent"),
  noRecent: inEnglish("votePageTexts.noRecent"),
  site: inEnglish("votePageTexts.site"),
  when: inEnglish("votePageTexts.when"),
  reward: inEnglish("votePageTexts.reward"),
  noRewardShort: inEnglish("votePageTexts.noRewardShort"),
} as const

/** How often a site takes a vote from the same player, in English. */
export const cooldownText = (hours: number): string =>
  hours === 1 ? "One vote every hour" : `One vote every ${hours} hours`

/** The start of the line that tells a vote arrived (its reward, if any, follows), in English. */
export const confirmedText = (siteName: string): string =>
  inEnglish("votePageTexts.confirmed", { site: siteName })
