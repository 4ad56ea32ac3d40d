import { describe, expect, it } from "vitest"
import {
  characterClasses,
  classFilters,
  classGuidePanels,
  classGuideTabs,
  classOfCode,
  classOfKey,
  schoolFilters,
  schoolOfId,
  schools,
} from "../src/index.ts"

describe("schools", () => {
  it("names the three schools by id with stable emblem slugs", () => {
    expect(schools.map(({ id, name, slug }) => [id, name, slug])).toEqual([
      [0, "Sacred Gate", "sacred-gate"],
      [1, "Mystic Peak", "mystic-peak"],
      [2, "Phoenix", "phoenix"],
    ])
    expect(schoolOfId(2)?.name).toBe("Phoenix")
    expect(schoolOfId(7)).toBeUndefined()
  })

  it("filters by all or one school", () => {
    expect(schoolFilters).toEqual(["all", 0, 1, 2])
  })
})

describe("classes", () => {
  it.each([
    [1, "brawler"],
    [64, "brawler"],
    [2, "swordsman"],
    [128, "swordsman"],
    [4, "archer"],
    [256, "archer"],
    [8, "shaman"],
    [512, "shaman"],
    [16, "extreme"],
    [32, "extreme"],
    [1024, "gunner"],
    [2048, "gunner"],
    [4096, "assassin"],
    [8192, "assassin"],
    [16384, "magician"],
    [32768, "magician"],
    [262144, "shaper"],
    [524288, "shaper"],
  ])("class code %d is %s", (code, key) => {
    expect(classOfCode(code)?.key).toBe(key)
  })

  it("knows no class for an unknown code", () => {
    expect(classOfCode(3)).toBeUndefined()
    expect(classOfCode(0)).toBeUndefined()
  })

  it("gives every code to exactly one class", () => {
    const codes = characterClasses.flatMap((characterClass) => [...characterClass.codes])
    expect(new Set(codes).size).toBe(codes.length)
  })

  it("also lists the gunner group as scientist", () => {
    expect(classOfKey("scientist")?.key).toBe("gunner")
    expect(classOfKey("gunner")?.codes).toEqual([1024, 2048])
  })

  it("filters by all or any one class", () => {
    expect(classFilters).toEqual(["all", ...characterClasses.map((characterClass) => characterClass.key)])
  })
})

describe("class guide", () => {
  it("has 7 tabs in the guide's order and wording", () => {
    expect(classGuideTabs.map((characterClass) => characterClass.guideTab)).toEqual([
      "brawler",
      "archer",
      "sword",
      "shaman",
      "extreme",
      "scientist",
      "assassin",
    ])
  })

  it("has 9 panels, magician and shaper last and without a tab", () => {
    expect(classGuidePanels).toHaveLength(9)
    expect(classGuidePanels.slice(7).map((panel) => [panel.key, panel.guideTab])).toEqual([
      ["magician", null],
      ["shaper", null],
    ])
  })
})
