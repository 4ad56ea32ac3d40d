import { describe, expect, it } from "vitest"
import {
  asAnswerBalances,
  asSessionBalances,
  balancesOfAnswer,
  balancesOfSession,
  byLedgerName,
  currencies,
  currencyKeys,
  currencyOfSection,
  ledgerCurrencies,
  ledgerCurrencyNames,
  moneyMessages,
  shopSectionOf,
  shopSectionOfText,
} from "../src/currency.ts"

describe("the two balances", () => {
  it("are named R-Coin and Milleage, in this order, in every layer", () => {
    const names = (layer: keyof (typeof currencies)["coin"]) =>
      currencyKeys.map((currency) => currencies[currency][layer])
    expect(currencyKeys).toEqual(["coin", "point"])
    expect(names("section")).toEqual([2, 1])
    expect(names("name")).toEqual(["R-Coin", "Milleage"])
    expect(currencies.point.shopName).toBe("R-Point")
    expect(names("ledger")).toEqual(["rcoin", "milleage"])
    expect(ledgerCurrencies).toEqual(["rcoin", "milleage"])
    expect(names("column")).toEqual(["r_coin", "milleage"])
    expect(names("answer")).toEqual(["userPoints", "userPoints2"])
    expect(names("session")).toEqual(["UserPoint", "UserPoint2"])
  })

  it("price section 2 in R-Coin and every other section in Milleage", () => {
    expect(currencyOfSection(2)).toBe("coin")
    expect(currencyOfSection(1)).toBe("point")
    expect(currencyOfSection(null)).toBe("point")
    expect(currencyOfSection(undefined)).toBe("point")
    expect(shopSectionOf(7)).toBe(1)
    expect(shopSectionOfText("2")).toBe(2)
    expect(shopSectionOfText("1")).toBe(1)
    expect(shopSectionOfText("")).toBe(1)
  })

  it("translate between the ledger's, the answers' and the session's names", () => {
    expect(ledgerCurrencyNames).toEqual({ rcoin: "R-Coin", milleage: "Milleage" })
    expect(byLedgerName({ coin: 1, point: 2 })).toEqual({ rcoin: 1, milleage: 2 })
    expect(asAnswerBalances({ coin: 1, point: 2 })).toEqual({ userPoints: 1, userPoints2: 2 })
    expect(asSessionBalances({ coin: 1, point: 2 })).toEqual({ UserPoint: 1, UserPoint2: 2 })
    expect(balancesOfAnswer({ userPoints: 1, userPoints2: 2 })).toEqual({ coin: 1, point: 2 })
    expect(balancesOfSession({ UserPoint: 1, UserPoint2: 2 })).toEqual({ coin: 1, point: 2 })
  })

  it("are named in the refusal of a purchase they cannot pay", () => {
    expect(moneyMessages.insufficient).toBe(
      "Insufficient balance: you do not have enough R-Coin or Milleage for this purchase.",
    )
  })
})
