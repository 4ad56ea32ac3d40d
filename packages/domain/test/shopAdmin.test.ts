import { describe, expect, it } from "vitest"
import {
  normalShopPrice,
  shopIconPattern,
  shopPricePattern,
  shopSectionChoices,
  shopSectionName,
} from "../src/shopAdmin.ts"

describe("the item shop as staff edit it", () => {
  it("takes prices of at most two decimals, exactly as typed", () => {
    for (const price of ["0", "12", "12.5", "99.50", "9999999999.99"])
      expect(shopPricePattern.test(price)).toBe(true)
    for (const price of ["", "-1", "1.999", "1e3", "12,50", " 12", "10000000000", ".5"])
      expect(shopPricePattern.test(price)).toBe(false)
  })

  it("writes every price with two decimals, without passing through a float", () => {
    expect(normalShopPrice("12")).toBe("12.00")
    expect(normalShopPrice("12.5")).toBe("12.50")
    expect(normalShopPrice("0.10")).toBe("0.10")
    expect(normalShopPrice("007.01")).toBe("7.01")
  })

  it("takes icon file names without folders", () => {
    expect(shopIconPattern.test("ItemIcon_0312.png")).toBe(true)
    expect(shopIconPattern.test("../secret.png")).toBe(false)
    expect(shopIconPattern.test("icons/a.png")).toBe(false)
  })

  it("names the shop's two sections by their currency", () => {
    expect(shopSectionName(2)).toBe("R-Coin")
    expect(shopSectionName(1)).toBe("Milleage")
  })

  it("offers the sections R-Coin first", () => {
    expect(shopSectionChoices).toEqual([
      { section: 2, label: "R-Coin" },
      { section: 1, label: "Milleage" },
    ])
  })
})
