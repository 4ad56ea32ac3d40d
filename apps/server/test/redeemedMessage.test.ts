import { describe, expect, it } from "vitest"
import { redeemedMessage } from "../src/coupons/Coupons.ts"

describe("the answer to a redeemed code", () => {
  it("names the code and what it added, in each currency it carries", () => {
    expect(redeemedMessage("DUAL-G2MY-6WDP", 50_000, 12_500)).toBe(
      "Code DUAL-G2MY-6WDP redeemed! 500.00 R-Coin and 125.00 Milleage added to your balance.",
    )
    expect(redeemedMessage("GATE-7Q2M-K9XD", 123_450, 0)).toBe(
      "Code GATE-7Q2M-K9XD redeemed! 1,234.50 R-Coin added to your balance.",
    )
  })
})
