import { type Messages, setupI18n } from "@lingui/core"
import english from "./votePageTexts.en.json"

/** The English words, read from the catalogue as the page would read them (for stories, tests and callers). */
const inEnglish = setupI18n({ locale: "en", messages: { en: english as Messages } })

/** The Vote page's words, keyed for `useMessages(voteEnglish)`. */
export const voteEnglish = english

export type VoteKey = keyof typeof english

/**
 * The Vote page's own words in English: headings, labels and states (the page shows them in the
 * chosen language). What voting earns and the waiting are also the domain's (`voteMessages`), so
 * the server and the console say them alike.
 */
export const votePageTexts = {
  loading: inEnglish._("votePageTexts.loading"),
  loadFailed: inEnglish._("votePageTexts.loadFailed"),
  retry: inEnglish._("votePageTexts.retry"),
  sites: inEnglish._("votePageTexts.sites"),
  voteOn: inEnglish._("votePageTexts.voteOn"),
  voteAgainIn: inEnglish._("votePageTexts.voteAgainIn"),
  openAgainAt: inEnglish._("votePageTexts.openAgainAt"),
  recent: inEnglish._("votePageTexts.recent"),
  noRecent: inEnglish._("votePageTexts.noRecent"),
  site: inEnglish._("votePageTexts.site"),
  when: inEnglish._("votePageTexts.when"),
  reward: inEnglish._("votePageTexts.reward"),
  noRewardShort: inEnglish._("votePageTexts.noRewardShort"),
} as const

/** How often a site takes a vote from the same player, in English. */
export const cooldownText = (hours: number): string =>
  hours === 1 ? "One vote every hour" : `One vote every ${hours} hours`

/** The start of the line that tells a vote arrived (its reward, if any, follows), in English. */
export const confirmedText = (siteName: string): string =>
  inEnglish._("votePageTexts.confirmed", { site: siteName })
