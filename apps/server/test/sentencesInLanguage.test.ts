import { describe, expect, it } from "vitest"
import { redeemedMessage } from "../src/coupons/Coupons.ts"
import { playerSentences } from "../src/languages/playerSentences.ts"
import { say } from "../src/languages/say.ts"
import { placeholdersOf } from "../src/languages/sentenceBook.ts"

const filipino = playerSentences.catalogues.fil
const keys = new Set(playerSentences.sentences.map(({ key }) => key))
const sorted = (names: ReadonlyArray<string>) => [...new Set(names)].sort()

/** Values no sentence contains, one per placeholder, so each must come back where it was put. */
const sampleValues = (placeholders: ReadonlyArray<string>) =>
  Object.fromEntries(placeholders.map((name) => [name, `«${name}-value»`]))

describe("the player-facing sentences in Filipino", () => {
  it("has every registered sentence, with the same placeholders", () => {
    const missing = playerSentences.sentences
      .filter(({ key }) => filipino[key] === undefined)
      .map(({ key }) => key)
    expect(missing).toEqual([])
    for (const { key, placeholders } of playerSentences.sentences) {
      expect(sorted(placeholdersOf(filipino[key] ?? "")), key).toEqual(sorted(placeholders))
    }
  })

  it("names no key that is not a registered sentence (a sentence another table repeats is translated once)", () => {
    expect(Object.keys(filipino).filter((key) => !keys.has(key))).toEqual([])
  })

  it("reads every English sentence back, and says it in Filipino with the same values", () => {
    for (const { key, english, placeholders } of playerSentences.sentences) {
      const values = sampleValues(placeholders)
      const sentence = placeholders.length === 0 ? english : say(english, values)
      const expected = Object.entries(values).reduce(
        (text, [name, value]) => text.replaceAll(`{${name}}`, value),
        filipino[key] ?? "",
      )
      expect(playerSentences.translate(sentence, "fil"), key).toBe(expected)
    }
  })

  it("says a sentence whose value is itself a sentence, both in Filipino", () => {
    expect(playerSentences.translate(redeemedMessage("DUAL-G2MY-6WDP", 50_000, 12_500), "fil")).toBe(
      "Na-redeem ang code na DUAL-G2MY-6WDP! Nadagdag sa iyong balance ang 500.00 R-Coin at 125.00 Milleage.",
    )
    expect(playerSentences.translate(redeemedMessage("GATE-7Q2M-K9XD", 0, 0), "fil")).toBe(
      "Na-redeem ang code na GATE-7Q2M-K9XD! Walang nagbago sa iyong balance.",
    )
  })

  it("leaves any other text as it is", () => {
    expect(playerSentences.translate("There is no API call GET /api/nowhere.", "fil")).toBe(
      "There is no API call GET /api/nowhere.",
    )
  })

  it("formats an English template to the words it had before it was a template", () => {
    expect(redeemedMessage("GATE-7Q2M-K9XD", 123_450, 0)).toBe(
      "Code GATE-7Q2M-K9XD redeemed! 1,234.50 R-Coin added to your balance.",
    )
    expect(redeemedMessage("GATE-7Q2M-K9XD", 0, 0)).toBe(
      "Code GATE-7Q2M-K9XD redeemed! Your balance is unchanged.",
    )
  })
})
