import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  amountLeft,
  formatAmount,
  formatCents,
  formatCount,
  lineTotal,
  localeOf,
  sumAmounts,
  toCents,
} from "../src/index.ts"

describe("amount formatting", () => {
  it.each([
    [150.5, "150.50"],
    [0, "0.00"],
    [0.07, "0.07"],
    [1234.5, "1,234.50"],
    [1234567.89, "1,234,567.89"],
    [-42.1, "-42.10"],
    [-0.001, "0.00"],
  ])("shows %d as %s", (amount, text) => {
    expect(formatAmount(amount)).toBe(text)
  })

  it("writes amounts and counts in the reader's locale: the Philippines groups and points as English does", () => {
    expect(formatAmount(1234567.5, localeOf("fil"))).toBe("1,234,567.50")
    expect(formatCents(-4210, localeOf("fil"))).toBe("-42.10")
    expect(formatCount(12345, localeOf("fil"))).toBe("12,345")
    expect(formatCount(12345)).toBe("12,345")
    // A server's own language gets its own marks.
    expect(formatAmount(1234.5, localeOf("de"))).toBe("1.234,50")
  })

  it("round-trips every cent value exactly", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        const text = formatAmount(cents / 100)
        expect(text).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/)
        expect(Number(text.replace(/[,.]/g, ""))).toBe(cents)
        expect(formatCents(cents)).toBe(text)
      }),
    )
  })
})

describe("exact sums", () => {
  it("adds without float drift", () => {
    expect(sumAmounts([0.1, 0.2])).toBe(0.3)
    expect(formatAmount(sumAmounts([19.99, 0.01, 0.1, 0.2]))).toBe("20.30")
    expect(sumAmounts([])).toBe(0)
  })

  it("multiplies a price by a quantity to the cent", () => {
    expect(lineTotal(0.1, 3)).toBe(0.3)
    expect(formatAmount(lineTotal(19.99, 3))).toBe("59.97")
  })

  it("sums line totals to the same cents as summing cents", () => {
    const line = fc.record({ cents: fc.integer({ min: 0, max: 10_000_000 }), quantity: fc.nat(99) })
    fc.assert(
      fc.property(fc.array(line), (lines) => {
        const total = sumAmounts(lines.map(({ cents, quantity }) => lineTotal(cents / 100, quantity)))
        expect(toCents(total)).toBe(lines.reduce((sum, { cents, quantity }) => sum + cents * quantity, 0))
      }),
    )
  })
})

describe("what a balance holds after a purchase", () => {
  it("is exact to the cent, and negative when the balance cannot pay", () => {
    expect(amountLeft(500, 37)).toBe(463)
    expect(amountLeft(0.3, 0.1)).toBe(0.2)
    expect(amountLeft(10, 12.5)).toBe(-2.5)
  })
})
