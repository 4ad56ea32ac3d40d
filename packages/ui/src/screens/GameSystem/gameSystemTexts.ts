import type { RankingTabValue, SchoolId } from "@gatehouse/domain"
import type { KeysOf } from "../../i18n/catalogues/keysOf.ts"
import { englishOf } from "../../i18n/englishOf.ts"
import catalogue from "./gameSystemTexts.en.json"

const english = englishOf(catalogue)

/** A message key of the Game system page's catalogue. */
export type GameSystemKey = KeysOf<"gameSystemTexts">

/** Words of the page's catalogue in one language: `useMessages`' `t`, or the English. */
export type GameSystemWords = (key: GameSystemKey) => string

const inEnglish: GameSystemWords = (key) => english(key)

/** A row of the stats table: the stat, what it raises, and who builds around it. */
export interface StatRow {
  readonly stat: string
  readonly raises: string
  readonly favouredBy: string
}

/** A row of the currencies table. */
export interface CurrencyRow {
  readonly currency: string
  readonly earn: string
  readonly spend: string
}

/**
 * The Game system page's own words in English, read from its catalogue `gameSystemTexts.en.json` (the
 * page reads the chosen language's through `useMessages`): what a new player needs before the first
 * school war.
 */
export const gameSystemTexts = {
  heading: english("gameSystemTexts.heading"),
  intro: english("gameSystemTexts.intro"),
  schoolsTitle: english("gameSystemTexts.schoolsTitle"),
  schoolsBody: english("gameSystemTexts.schoolsBody"),
  schoolWarsBody: english("gameSystemTexts.schoolWarsBody"),
  schoolWarArt: english("gameSystemTexts.schoolWarArt"),
  classesTitle: english("gameSystemTexts.classesTitle"),
  classesBody: english("gameSystemTexts.classesBody"),
  classesLink: english("gameSystemTexts.classesLink"),
  statsTitle: english("gameSystemTexts.statsTitle"),
  statsBody: english("gameSystemTexts.statsBody"),
  statsTable: english("gameSystemTexts.statsTable"),
  serverInfoLink: english("gameSystemTexts.serverInfoLink"),
  rankingsTitle: english("gameSystemTexts.rankingsTitle"),
  rankingsBody: english("gameSystemTexts.rankingsBody"),
  rankingsTable: english("gameSystemTexts.rankingsTable"),
  rankingsLink: english("gameSystemTexts.rankingsLink"),
  clubsTitle: english("gameSystemTexts.clubsTitle"),
  clubsBody: english("gameSystemTexts.clubsBody"),
  clubsLink: english("gameSystemTexts.clubsLink"),
  currencyTitle: english("gameSystemTexts.currencyTitle"),
  currencyBody: english("gameSystemTexts.currencyBody"),
  currencyTable: english("gameSystemTexts.currencyTable"),
  itemShopLink: english("gameSystemTexts.itemShopLink"),
  topUpLink: english("gameSystemTexts.topUpLink"),
} as const

/** The stats table's rows in the words given. */
export const statRowsIn = (t: GameSystemWords): ReadonlyArray<StatRow> =>
  (["Pow", "Dex", "Int", "Vit", "Sta"] as const).map((stat) => ({
    stat: t(`gameSystemTexts.stat${stat}`),
    raises: t(`gameSystemTexts.stat${stat}Raises`),
    favouredBy: t(`gameSystemTexts.stat${stat}FavouredBy`),
  }))

export const statRows: ReadonlyArray<StatRow> = statRowsIn(inEnglish)

/** What each ranking tab counts, keyed by the tab's value (the labels come from the rankings). */
export const rankingTabMeaningsIn = (t: GameSystemWords): Readonly<Record<RankingTabValue, string>> => ({
  mmr: t("gameSystemTexts.rankingTabMmr"),
  level: t("gameSystemTexts.rankingTabLevel"),
  richest: t("gameSystemTexts.rankingTabRichest"),
  killer: t("gameSystemTexts.rankingTabKiller"),
})

export const rankingTabMeanings: Readonly<Record<RankingTabValue, string>> = rankingTabMeaningsIn(inEnglish)

/** One line per school beside its emblem. */
export const schoolMottosIn = (t: GameSystemWords): Readonly<Record<SchoolId, string>> => ({
  0: t("gameSystemTexts.schoolMotto0"),
  1: t("gameSystemTexts.schoolMotto1"),
  2: t("gameSystemTexts.schoolMotto2"),
})

export const schoolMottos: Readonly<Record<SchoolId, string>> = schoolMottosIn(inEnglish)

/** The currencies table's rows in the words given. */
export const currencyRowsIn = (t: GameSystemWords): ReadonlyArray<CurrencyRow> =>
  (["RCoin", "Milleage"] as const).map((currency) => ({
    currency: t(`gameSystemTexts.currency${currency}`),
    earn: t(`gameSystemTexts.currency${currency}Earn`),
    spend: t(`gameSystemTexts.currency${currency}Spend`),
  }))

export const currencyRows: ReadonlyArray<CurrencyRow> = currencyRowsIn(inEnglish)
