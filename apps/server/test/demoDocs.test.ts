import { readFileSync } from "node:fs"
import { assert, describe, it } from "@effect/vitest"
import { demoEditor, demoPlayer, demoStaff } from "../src/seed/accounts.ts"
import { demoCoupons, demoReferralCodes, expiredDemoCoupons } from "../src/seed/coupons.ts"
import { privacyPolicyNewsId } from "../src/seed/news.ts"

/** docs/demo.md is what testers and operators read; it must list exactly what the seed writes. */
const page = readFileSync(new URL("../../../docs/demo.md", import.meta.url), "utf8")

/** Every table row of the page as its trimmed cells, whatever padding the formatter added. */
const rows = page
  .split("\n")
  .filter((line) => line.startsWith("|"))
  .map((line) =>
    line
      .slice(1, -1)
      .split("|")
      .map((cell) => cell.trim()),
  )

const hasRowStarting = (...cells: ReadonlyArray<string>) =>
  rows.some((row) => cells.every((cell, index) => row[index] === cell))

describe("docs/demo.md", () => {
  it("lists each demo account with its password and secret answer", () => {
    for (const account of [demoPlayer, demoStaff, demoEditor]) {
      assert.isTrue(hasRowStarting(`\`${account.userId}\``, `\`${account.password}\``), account.userId)
      assert.include(page, `\`${account.secretAnswer}\``)
      assert.include(page, account.email)
    }
  })

  it("lists every code with its values, and the expired and referral codes", () => {
    for (const coupon of demoCoupons) {
      const amount = (value: string) => (Number(value) > 0 ? value : "")
      assert.isTrue(
        hasRowStarting(`\`${coupon.code}\``, amount(coupon.rcoin), amount(coupon.milleage)),
        coupon.code,
      )
    }
    assert.isAtLeast(demoCoupons.length, 20)
    for (const coupon of expiredDemoCoupons)
      assert.include(page, `\`${coupon.code}\` (${coupon.rcoin} R-Coin)`)
    for (const referral of demoReferralCodes)
      assert.include(page, `\`${referral.code}\` (${referral.streamer})`)
  })

  it("names the privacy-policy topic the footer links to", () => {
    assert.include(page, `Topic ${privacyPolicyNewsId} is the privacy policy`)
  })
})
