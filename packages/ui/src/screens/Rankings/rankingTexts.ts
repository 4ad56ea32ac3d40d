import type { RankingTabValue } from "@gatehouse/domain"
import type { KeysOf } from "../../i18n/catalogues/keysOf.ts"
import { englishOf } from "../../i18n/englishOf.ts"
import english from "./rankingTexts.en.json"

/** The English words, read from the catalogue as the page would read them (for stories, tests and callers). */
const inEnglish = englishOf(english)

/** The rankings' words, keyed for `useMessages(rankingEnglish)`: English beside it, other languages in their catalogues. */
export const rankingEnglish = english

export type RankingKey = KeysOf<"rankingTexts">

/** Each tab's name, by the tab's value (the domain's own labels are English). */
export const rankingTabKeys = {
  mmr: "rankingTexts.tabMmr",
  level: "rankingTexts.tabLevel",
  richest: "rankingTexts.tabRichest",
  killer: "rankingTexts.tabKiller",
} as const satisfies Record<RankingTabValue, RankingKey>

/** An English message with its `{name}`s filled in, for the English texts below. */
const fill = (key: RankingKey, values: Readonly<Record<string, string | number>>): string =>
  inEnglish(key, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)])))

/**
 * Spec §2 Rankings: the page's own words in English, and those of the season picker, the search and
 * "find my character". The page shows them in the chosen language.
 */
export const rankingTexts = {
  heading: inEnglish("rankingTexts.heading"),
  resetNote: inEnglish("rankingTexts.resetNote"),
  loading: inEnglish("rankingTexts.loading"),
  failed: inEnglish("rankingTexts.failed"),
  seasonLabel: inEnglish("rankingTexts.seasonLabel"),
  /** The running season's option, e.g. "This month (November 2026)". */
  currentSeason: (month: string) => fill("rankingTexts.currentSeason", { month }),
  archiveHeading: (month: string) => fill("rankingTexts.archiveHeading", { month }),
  archiveNote: inEnglish("rankingTexts.archiveNote"),
  searchLabel: inEnglish("rankingTexts.searchLabel"),
  noMatch: (search: string) => fill("rankingTexts.noMatch", { search: search.trim() }),
  pagesLabel: inEnglish("rankingTexts.pagesLabel"),
  previousPage: inEnglish("rankingTexts.previousPage"),
  nextPage: inEnglish("rankingTexts.nextPage"),
  /** The rows a page shows, e.g. "21–40 of 100". */
  shownRows: (first: number, last: number, total: number) =>
    fill("rankingTexts.shownRows", { first, last, total }),
  findMine: inEnglish("rankingTexts.findMine"),
  mineHeading: inEnglish("rankingTexts.mineHeading"),
  mineLoading: inEnglish("rankingTexts.mineLoading"),
  mineFailed: inEnglish("rankingTexts.mineFailed"),
  noCharacters: inEnglish("rankingTexts.noCharacters"),
  /** A character's place on the open tab, e.g. "No. 7 in Level". */
  place: (place: number, tab: string) => fill("rankingTexts.place", { place, tab }),
  outsideTop: inEnglish("rankingTexts.outsideTop"),
  notRanked: inEnglish("rankingTexts.notRanked"),
  notInArchive: inEnglish("rankingTexts.notInArchive"),
  showInList: inEnglish("rankingTexts.showInList"),
  /** Names the button for screen readers, e.g. "Show Moonwarden in the list". */
  showInListFor: (name: string) => fill("rankingTexts.showInListFor", { name }),
} as const
