import type { RankingTabValue } from "@gatehouse/domain"
import { type Messages, setupI18n } from "@lingui/core"
import english from "./rankingTexts.en.json"

/** The English words, read from the catalogue as the page would read them (for stories, tests and callers). */
const inEnglish = setupI18n({ locale: "en", messages: { en: english as Messages } })

/** The rankings' words, keyed for `useMessages(rankingEnglish)`: English beside it, other languages in their catalogues. */
export const rankingEnglish = english

export type RankingKey = keyof typeof english

/** Each tab's name, by the tab's value (the domain's own labels are English). */
export const rankingTabKeys = {
  mmr: "rankingTexts.tabMmr",
  level: "rankingTexts.tabLevel",
  richest: "rankingTexts.tabRichest",
  killer: "rankingTexts.tabKiller",
} as const satisfies Record<RankingTabValue, RankingKey>

/** An English message with its `{name}`s filled in, for the English texts below. */
const fill = (key: RankingKey, values: Readonly<Record<string, string | number>>): string =>
  inEnglish._(key, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)])))

/**
 * Spec §2 Rankings: the page's own words in English, and those of the season picker, the search and
 * "find my character". The page shows them in the chosen language.
 */
export const rankingTexts = {
  heading: inEnglish._("rankingTexts.heading"),
  resetNote: inEnglish._("rankingTexts.resetNote"),
  loading: inEnglish._("rankingTexts.loading"),
  failed: inEnglish._("rankingTexts.failed"),
  seasonLabel: inEnglish._("rankingTexts.seasonLabel"),
  /** The running season's option, e.g. "This month (November 2026)". */
  currentSeason: (month: string) => fill("rankingTexts.currentSeason", { month }),
  archiveHeading: (month: string) => fill("rankingTexts.archiveHeading", { month }),
  archiveNote: inEnglish._("rankingTexts.archiveNote"),
  searchLabel: inEnglish._("rankingTexts.searchLabel"),
  noMatch: (search: string) => fill("rankingTexts.noMatch", { search: search.trim() }),
  pagesLabel: inEnglish._("rankingTexts.pagesLabel"),
  previousPage: inEnglish._("rankingTexts.previousPage"),
  nextPage: inEnglish._("rankingTexts.nextPage"),
  /** The rows a page shows, e.g. "21–40 of 100". */
  shownRows: (first: number, last: number, total: number) =>
    fill("rankingTexts.shownRows", { first, last, total }),
  findMine: inEnglish._("rankingTexts.findMine"),
  mineHeading: inEnglish._("rankingTexts.mineHeading"),
  mineLoading: inEnglish._("rankingTexts.mineLoading"),
  mineFailed: inEnglish._("rankingTexts.mineFailed"),
  noCharacters: inEnglish._("rankingTexts.noCharacters"),
  /** A character's place on the open tab, e.g. "No. 7 in Level". */
  place: (place: number, tab: string) => fill("rankingTexts.place", { place, tab }),
  outsideTop: inEnglish._("rankingTexts.outsideTop"),
  notRanked: inEnglish._("rankingTexts.notRanked"),
  notInArchive: inEnglish._("rankingTexts.notInArchive"),
  showInList: inEnglish._("rankingTexts.showInList"),
  /** Names the button for screen readers, e.g. "Show Moonwarden in the list". */
  showInListFor: (name: string) => fill("rankingTexts.showInListFor", { name }),
} as const
