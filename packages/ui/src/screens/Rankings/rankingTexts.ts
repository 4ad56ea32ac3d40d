import type { RankingTabValue } from "@gatehouse/domain"
import english from "./rankingTexts.en.json"

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
  english[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))

/**
 * Spec §2 Rankings: the page's own words in English, and those of the season picker, the search and
 * "find my character". The page shows them in the chosen language.
 */
export const rankingTexts = {
  heading: english["rankingTexts.heading"],
  resetNote: english["rankingTexts.resetNote"],
  loading: english["rankingTexts.loading"],
  failed: english["rankingTexts.failed"],
  seasonLabel: english["rankingTexts.seasonLabel"],
  /** The running season's option, e.g. "This month (November 2026)". */
  currentSeason: (month: string) => fill("rankingTexts.currentSeason", { month }),
  archiveHeading: (month: string) => fill("rankingTexts.archiveHeading", { month }),
  archiveNote: english["rankingTexts.archiveNote"],
  searchLabel: english["rankingTexts.searchLabel"],
  noMatch: (search: string) => fill("rankingTexts.noMatch", { search: search.trim() }),
  pagesLabel: english["rankingTexts.pagesLabel"],
  previousPage: english["rankingTexts.previousPage"],
  nextPage: english["rankingTexts.nextPage"],
  /** The rows a page shows, e.g. "21–40 of 100". */
  shownRows: (first: number, last: number, total: number) =>
    fill("rankingTexts.shownRows", { first, last, total }),
  findMine: english["rankingTexts.findMine"],
  mineHeading: english["rankingTexts.mineHeading"],
  mineLoading: english["rankingTexts.mineLoading"],
  mineFailed: english["rankingTexts.mineFailed"],
  noCharacters: english["rankingTexts.noCharacters"],
  /** A character's place on the open tab, e.g. "No. 7 in Level". */
  place: (place: number, tab: string) => fill("rankingTexts.place", { place, tab }),
  outsideTop: english["rankingTexts.outsideTop"],
  notRanked: english["rankingTexts.notRanked"],
  notInArchive: english["rankingTexts.notInArchive"],
  showInList: english["rankingTexts.showInList"],
  /** Names the button for screen readers, e.g. "Show Moonwarden in the list". */
  showInListFor: (name: string) => fill("rankingTexts.showInListFor", { name }),
} as const
