import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  allRankings,
  classFilters,
  defaultRankingTab,
  homeRankingPart,
  homeRankingSize,
  openingRankingLists,
  openingRankingPart,
  RankingRow,
  RankingsResponse,
  rankingPageCount,
  rankingPageOfIndex,
  rankingPageRows,
  rankingPageSize,
  rankingRowsForTab,
  rankingTabs,
  rankRows,
  rowsNamed,
  schoolFilters,
} from "../src/index.ts"

const row = (ChaNum: number, ChaSchool: number, ChaClass: number): RankingRow =>
  new RankingRow({
    ChaNum,
    ChaName: `Hero${ChaNum}`,
    ChaLevel: 200 - ChaNum,
    ChaClass,
    ChaSchool,
    ChaPKScore: 0,
    ChaPKDeath: 0,
    ChaMMR: 0,
    ChaMoney: 0,
    ChaLevelUpDate: null,
  })

const rows = [row(1, 0, 1), row(2, 1, 64), row(3, 0, 4), row(4, 2, 1), row(5, 0, 64)]

describe("ranking tabs", () => {
  it("offers the four tabs with the spec's labels, level first by default", () => {
    expect(rankingTabs.map(({ value, label }) => [value, label])).toEqual([
      ["mmr", "Contibution"],
      ["level", "Level"],
      ["richest", "Richest"],
      ["killer", "Killer"],
    ])
    expect(defaultRankingTab).toBe("level")
  })

  it("feeds each tab from its own list", () => {
    const response = new RankingsResponse({
      topmmr: [row(1, 0, 1)],
      toplevel: [row(2, 0, 1)],
      topmoney: [row(3, 0, 1)],
      toppk: [row(4, 0, 1)],
      toplevelside: [],
    })
    expect(rankingRowsForTab(response, "mmr")?.[0]?.ChaNum).toBe(1)
    expect(rankingRowsForTab(response, "level")?.[0]?.ChaNum).toBe(2)
    expect(rankingRowsForTab(response, "richest")?.[0]?.ChaNum).toBe(3)
    expect(rankingRowsForTab(response, "killer")?.[0]?.ChaNum).toBe(4)
  })
})

describe("ranking filters", () => {
  it("shows every row ranked in order without a filter", () => {
    expect(rankRows(rows, allRankings).map(({ rank, row }) => [rank, row.ChaNum])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
      [5, 5],
    ])
  })

  it("numbers ranks only over rows of the chosen school", () => {
    expect(
      rankRows(rows, { school: 0, classFilter: "all" }).map(({ rank, row }) => [rank, row.ChaNum]),
    ).toEqual([
      [1, 1],
      [2, 3],
      [3, 5],
    ])
  })

  it("matches both codes of a class and combines with the school", () => {
    expect(rankRows(rows, { school: "all", classFilter: "brawler" }).map(({ row }) => row.ChaNum)).toEqual([
      1, 2, 4, 5,
    ])
    expect(
      rankRows(rows, { school: 0, classFilter: "brawler" }).map(({ rank, row }) => [rank, row.ChaNum]),
    ).toEqual([
      [1, 1],
      [2, 5],
    ])
  })

  it("always ranks 1..n over exactly the rows that pass, in the server's order", () => {
    const anyRow = fc
      .tuple(
        fc.nat(999),
        fc.integer({ min: 0, max: 2 }),
        fc.constantFrom(1, 2, 4, 8, 16, 32, 64, 128, 1024, 4096, 16384),
      )
      .map(([id, school, code]) => row(id, school, code))
    fc.assert(
      fc.property(
        fc.array(anyRow, { maxLength: 100 }),
        fc.constantFrom(...schoolFilters),
        fc.constantFrom(...classFilters),
        (list, school, classFilter) => {
          const ranked = rankRows(list, { school, classFilter })
          expect(ranked.map(({ rank }) => rank)).toEqual(ranked.map((_, i) => i + 1))
          const kept = ranked.map(({ row }) => row)
          expect(kept).toEqual(list.filter((candidate) => kept.includes(candidate)))
          for (const candidate of kept) if (school !== "all") expect(candidate.ChaSchool).toBe(school)
        },
      ),
    )
  })
})

describe("the part of the rankings a rendered page carries", () => {
  // Fifteen heroes of each school, the side list ordered school 0, 1, 2, 0, 1, 2, …
  const side = Array.from({ length: 45 }, (_, index) => row(index + 1, index % 3, 1))
  const whole = new RankingsResponse({
    topmmr: side,
    toppk: side,
    toplevel: rows,
    topmoney: side,
    toplevelside: side,
  })

  it("on the home page is every row the level widget can show, for All and for each school, and nothing else", () => {
    const part = homeRankingPart(whole)
    for (const school of schoolFilters) {
      const shown = (answer: RankingsResponse) =>
        rankRows(answer.toplevelside, { school, classFilter: "all" })
          .slice(0, homeRankingSize)
          .map(({ row }) => row.ChaNum)
      expect(shown(part), String(school)).toEqual(shown(whole))
    }
    expect(part.toplevelside).toHaveLength(3 * homeRankingSize)
    expect([part.topmmr, part.toppk, part.toplevel, part.topmoney]).toEqual([[], [], [], []])
  })

  it("on the rankings page is the opening tab's list alone, and the tabs read only that list from it", () => {
    const counted = rows.map(
      (hero) => new RankingRow({ ...hero, ChaMMR: 7, ChaMoney: 8, ChaPKScore: 9, ChaPKDeath: 10 }),
    )
    const part = openingRankingPart(new RankingsResponse({ ...whole, toplevel: counted }))
    // The level tab shows no count of the other tabs, so its list comes without them.
    expect(rankingRowsForTab(part, defaultRankingTab)).toEqual(rows)
    expect(part.toplevelside).toEqual([])
    const lists = openingRankingLists(whole)
    expect(rankingRowsForTab(lists, defaultRankingTab)).toEqual(rows)
    for (const tab of rankingTabs.filter(({ value }) => value !== defaultRankingTab)) {
      expect(rankingRowsForTab(lists, tab.value), tab.value).toBeUndefined()
    }
  })
})

describe("ranking pages and the search by name", () => {
  const hundred = Array.from({ length: 100 }, (_, index) => row(index + 1, index % 3, 1))

  it("cut 100 rows into pages of 20, every row on exactly one page, the page of each index found", () => {
    expect(rankingPageSize).toBe(20)
    expect(rankingPageCount(100)).toBe(5)
    expect(rankingPageCount(0)).toBe(1)
    expect(rankingPageCount(41)).toBe(3)
    const pages = Array.from({ length: rankingPageCount(100) }, (_, index) =>
      rankingPageRows(hundred, index + 1),
    )
    expect(pages.flat()).toEqual(hundred)
    hundred.forEach((entry, index) => {
      expect(rankingPageRows(hundred, rankingPageOfIndex(index))).toContain(entry)
    })
  })

  it("keep the rows whose name holds the search, any case, each at its own place", () => {
    const ranked = rankRows(hundred, allRankings)
    const found = rowsNamed(ranked, "  hero4 ")
    expect(found.map(({ row }) => row.ChaName)).toEqual([
      "Hero4",
      ...Array.from({ length: 10 }, (_, i) => `Hero${40 + i}`),
    ])
    expect(found.map(({ rank }) => rank)).toEqual([4, ...Array.from({ length: 10 }, (_, i) => 40 + i)])
    expect(rowsNamed(ranked, "")).toBe(ranked)
    expect(rowsNamed(ranked, "nobody")).toEqual([])
  })
})
