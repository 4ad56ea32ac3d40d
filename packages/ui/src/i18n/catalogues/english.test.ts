import { describe, expect, it } from "vitest"
import { compileCatalogue } from "./compileCatalogue.ts"
import { englishCatalogue } from "./english.ts"

describe("the ui's English catalogue, for a server that writes its own language", () => {
  it("holds every player-facing key as ICU text, and none of the staff console's", () => {
    expect(englishCatalogue["LoginForm.login"]).toBe("Login")
    expect(englishCatalogue["ItemCard.buyNowNamed"]).toBe("Buy now: {name}")
    expect(Object.keys(englishCatalogue).some((key) => key.startsWith("CodeGenerator."))).toBe(false)
  })

  it("compiles a server's own messages, leaving out the keys it did not write", () => {
    expect(compileCatalogue({ "ItemCard.buyNowNamed": "Beli sekarang: {name}" })).toEqual({
      "ItemCard.buyNowNamed": ["Beli sekarang: ", ["name"]],
    })
  })
})
