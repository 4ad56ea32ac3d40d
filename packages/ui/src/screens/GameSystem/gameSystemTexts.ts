import type { RankingTabValue, SchoolId } from "@gatehouse/domain"

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

/** The Game system page's own words: what a new player needs before the first school war. */
export const gameSystemTexts = {
  heading: "Game System",
  intro:
    "Everything a new student needs to know before the first school war: your school, your class, how you grow, how the rankings count you, and what you can buy.",

  schoolsTitle: "Schools and School Wars",
  schoolsBody:
    "Every character belongs to one of three schools, chosen when the character is made. Your school decides where you start, who fights beside you and whose banner you carry.",
  schoolWarsBody:
    "In a school war the three schools fight for the Old Bell Tower at the centre of the map. Taking part earns contribution for you and glory for your school; the school that holds the tower when the war ends wins the season's bragging rights.",
  schoolWarArt:
    "The three school emblems around the Old Bell Tower, with arrows marching from each toward the tower.",

  classesTitle: "Classes",
  classesBody:
    "Your class decides your weapons and your role in a fight: brawlers and swordsmen hold the front, archers and gunners strike from range, shamans heal and protect, and assassins and extremes strike fast. Each class builds around one or two stats.",
  classesLink: "Read the class guide",

  statsTitle: "Levels and Stats",
  statsBody:
    "Defeating monsters and finishing quests earns experience. Each new level gives stat points to spend; the server's maximum level and rates are on the Server information page.",
  statsTable: "What each stat does",
  serverInfoLink: "See the server's rates",

  rankingsTitle: "PvP, Contribution and the Rankings",
  rankingsBody:
    "Outside safe zones players may fight each other. Each win over another player counts as a kill for the killer ranking; school wars and club battles also earn contribution, the rating the Contibution tab ranks by. The rankings show the month's top 100 and reset on the first day of each month.",
  rankingsTable: "The ranking tabs",
  rankingsLink: "See this month's rankings",

  clubsTitle: "Clubs and Territory Tax",
  clubsBody:
    "Players gather in clubs under a club master. A club can win a territory in a club battle and hold it until another club takes it. While it holds the territory, the club collects a tax on the trade made there, a percentage the club master sets. The home page's club table shows who holds each area and its tax; an area nobody holds shows None and 0%.",
  clubsLink: "See the club table",

  currencyTitle: "R-Coin, Milleage and the Item Shop",
  currencyBody:
    "Your account holds two balances, shown in the sidebar when you are logged in. The item shop sells costumes, boosters and supplies; each item is priced in one of the two.",
  currencyTable: "The two currencies",
  itemShopLink: "Visit the item shop",
  topUpLink: "Top Up R-Coin",
} as const

export const statRows: ReadonlyArray<StatRow> = [
  { stat: "Pow", raises: "Melee damage and carrying strength", favouredBy: "Brawler, Swordsman, Extreme" },
  { stat: "Dex", raises: "Ranged damage, accuracy and evasion", favouredBy: "Archer, Gunner, Assassin" },
  { stat: "Int", raises: "Spell power and mana", favouredBy: "Shaman, Magician, Shaper" },
  { stat: "Vit", raises: "Health and defence", favouredBy: "Every class that holds the front" },
  { stat: "Sta", raises: "Stamina for skills and running", favouredBy: "Every class" },
]

/** What each ranking tab counts, keyed by the tab's value (the labels come from the rankings). */
export const rankingTabMeanings: Readonly<Record<RankingTabValue, string>> = {
  mmr: "Contribution (MMR) earned in school wars and club battles",
  level: "Character level",
  richest: "Gold the character carries",
  killer: "Wins over other players in PvP",
}

/** One line per school beside its emblem. */
export const schoolMottos: Readonly<Record<SchoolId, string>> = {
  0: "Discipline and the shield oath; steady in a long fight.",
  1: "Knowledge and the crystal libraries; masters of the Resonance.",
  2: "Courage and fire; first through the gate.",
}

export const currencyRows: ReadonlyArray<CurrencyRow> = [
  {
    currency: "R-Coin",
    earn: "Redeem a code on the Top Up R-Coin page.",
    spend: "Items priced in R-Coin in the item shop.",
  },
  {
    currency: "Milleage (R-Point in the shop)",
    earn: "Granted by events, promotions and some codes.",
    spend: "Items priced in Milleage in the item shop.",
  },
]
