import { describe, expect, it } from "vitest"
import {
  classGuide,
  classGuideName,
  classGuidePanels,
  classGuideTabEntries,
  classGuideTabName,
  classGuideUntabbedEntries,
  guideStats,
} from "../src/index.ts"

describe("class guide", () => {
  it("has one entry for each of the 9 panel classes, in panel order", () => {
    expect(classGuide).toHaveLength(9)
    expect(classGuide.map((entry) => entry.characterClass.key)).toEqual(
      classGuidePanels.map((characterClass) => characterClass.key),
    )
  })

  it("names weapon types for Pow, Dex and Int in every entry", () => {
    expect(guideStats).toEqual(["Pow", "Dex", "Int"])
    for (const entry of classGuide) {
      for (const stat of guideStats) expect(entry.weapons[stat].trim()).not.toBe("")
      expect(entry.description.trim()).not.toBe("")
      expect(entry.role.trim()).not.toBe("")
    }
  })

  it("opens the 7 tabbed classes in the spec's tab order; magician and shaper have no tab", () => {
    expect(classGuideTabEntries.map((entry) => entry.characterClass.guideTab)).toEqual([
      "brawler",
      "archer",
      "sword",
      "shaman",
      "extreme",
      "scientist",
      "assassin",
    ])
    expect(classGuideUntabbedEntries.map((entry) => entry.characterClass.key)).toEqual(["magician", "shaper"])
  })

  it("names each class by the name players know, keeping the guide's own name for the scientist", () => {
    expect(classGuide.map((entry) => classGuideName(entry.characterClass))).toEqual([
      "Brawler",
      "Archer",
      "Swordsman",
      "Shaman",
      "Extreme",
      "Scientist",
      "Assassin",
      "Magician",
      "Shaper",
    ])
  })

  it("names each tab so its visible label is a whole word of the spoken name", () => {
    expect(classGuideTabEntries.map((entry) => classGuideTabName(entry.characterClass))).toEqual([
      "Brawler",
      "Archer",
      "Sword (Swordsman)",
      "Shaman",
      "Extreme",
      "Scientist",
      "Assassin",
    ])
    for (const entry of classGuideTabEntries)
      expect(
        classGuideTabName(entry.characterClass)
          .toLowerCase()
          .split(/[^a-z]+/),
      ).toContain(entry.characterClass.guideTab)
  })
})
