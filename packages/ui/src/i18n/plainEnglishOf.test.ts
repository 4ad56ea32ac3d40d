import { describe, expect, it } from "vitest"
import siteLabels from "../frame/siteLabels.en.json"
import { plainEnglishOf } from "./plainEnglishOf.ts"

describe("a catalogue's plain English, read without the message runtime", () => {
  it("is each label's words, as the build compiled them", () => {
    expect(plainEnglishOf(siteLabels)("siteLabels.manilaTime")).toBe("Manila Time")
  })

  it("reads text as written and shows the key of a message that needs values", () => {
    const label = plainEnglishOf({ "A.plain": "Shop", "A.valued": "Hello {name}" })
    expect(label("A.plain")).toBe("Shop")
    expect(plainEnglishOf({ "A.pieces": ["Game ", "Guides"] } as never)("A.pieces" as never)).toBe(
      "Game Guides",
    )
    expect(plainEnglishOf({ "A.valued": ["Hello ", ["name"]] } as never)("A.valued" as never)).toBe(
      "A.valued",
    )
    expect(label("A.plain")).not.toBe("A.plain")
  })
})
