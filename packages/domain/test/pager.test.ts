import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  acceptPageChange,
  nextPage,
  type PagerItem,
  pageHref,
  pagerFullListLimit,
  pagerItems,
  pagerLabels,
  previousPage,
} from "../src/index.ts"

/** Renders the pager the way a user reads it: "1 2 … 7 [8] 9 … 1200". */
const read = (items: ReadonlyArray<PagerItem>): string =>
  items
    .map((item) => (item.kind === "ellipsis" ? "…" : item.isCurrent ? `[${item.page}]` : `${item.page}`))
    .join(" ")

const pagesOf = (items: ReadonlyArray<PagerItem>): Array<number> =>
  items.flatMap((item) => (item.kind === "page" ? [item.page] : []))

describe("pager window", () => {
  it("lists every page up to 1004 pages", () => {
    expect(read(pagerItems(3, 6))).toBe("1 2 [3] 4 5 6")
    expect(pagesOf(pagerItems(500, 1004))).toHaveLength(1004)
  })

  it("shortens with ellipses beyond 1004 pages", () => {
    expect(read(pagerItems(600, 1200))).toBe("1 2 … 598 599 [600] 601 602 … 1199 1200")
  })

  it("puts no ellipsis where the window touches an end", () => {
    expect(read(pagerItems(1, 1200))).toBe("[1] 2 3 … 1199 1200")
    expect(read(pagerItems(4, 1200))).toBe("1 2 3 [4] 5 6 … 1199 1200")
    expect(read(pagerItems(1200, 1200))).toBe("1 2 … 1198 1199 [1200]")
  })

  it("shows a single hidden page instead of an ellipsis", () => {
    expect(read(pagerItems(6, 1200))).toBe("1 2 3 4 5 [6] 7 8 … 1199 1200")
    expect(read(pagerItems(1195, 1200))).toBe("1 2 … 1193 1194 [1195] 1196 1197 1198 1199 1200")
  })

  it("shows nothing when there are no pages", () => {
    expect(pagerItems(1, 0)).toEqual([])
  })

  it("labels its links as the spec does", () => {
    expect(pagerLabels).toEqual({ previous: "[Previous]", next: "[Next]", last: "[Last]" })
  })
})

describe("pager properties", () => {
  const lastAndCurrent = fc
    .integer({ min: 1, max: 100_000 })
    .chain((last) => fc.tuple(fc.constant(last), fc.integer({ min: 1, max: last })))

  it("lists pages ascending and unique, with first, last and current present", () => {
    fc.assert(
      fc.property(lastAndCurrent, ([last, current]) => {
        const items = pagerItems(current, last)
        const pages = pagesOf(items)
        for (let i = 1; i < pages.length; i++) expect(pages[i]).toBeGreaterThan(pages[i - 1] as number)
        expect(pages[0]).toBe(1)
        expect(pages.at(-1)).toBe(last)
        expect(items.filter((item) => item.kind === "page" && item.isCurrent)).toEqual([
          { kind: "page", page: current, isCurrent: true },
        ])
      }),
    )
  })

  it("shows the two pages either side of the current one and every page an ellipsis does not hide", () => {
    fc.assert(
      fc.property(lastAndCurrent, ([last, current]) => {
        const items = pagerItems(current, last)
        const pages = new Set(pagesOf(items))
        for (let n = current - 2; n <= current + 2; n++)
          if (n >= 1 && n <= last) expect(pages.has(n)).toBe(true)
        items.forEach((item, i) => {
          const next = items[i + 1]
          if (item.kind === "page" && next?.kind === "page") expect(next.page).toBe(item.page + 1)
          if (item.kind === "ellipsis") {
            expect(next?.kind).toBe("page")
            if (next?.kind === "page") expect(next.page - item.after).toBeGreaterThan(2)
          }
        })
      }),
    )
  })

  it("never shows more than 2 + 1 + 5 + 1 + 2 entries beyond 1004 pages", () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: pagerFullListLimit + 1, max: 1_000_000 })
          .chain((last) => fc.tuple(fc.constant(last), fc.integer({ min: 1, max: last }))),
        ([last, current]) => {
          expect(pagerItems(current, last).length).toBeLessThanOrEqual(11)
        },
      ),
    )
  })
})

describe("page changes", () => {
  it("ignores moves below 1, beyond the last page and to the current page", () => {
    expect(acceptPageChange(1, 0, 5)).toBe(false)
    expect(acceptPageChange(5, 6, 5)).toBe(false)
    expect(acceptPageChange(3, 3, 5)).toBe(false)
    expect(acceptPageChange(3, 4, 5)).toBe(true)
    expect(acceptPageChange(3, 1, 5)).toBe(true)
  })

  it("builds links as {target}&page={n}", () => {
    expect(pageHref("/itemshop?category=3", 2)).toBe("/itemshop?category=3&page=2")
  })

  it("offers previous and next only where they lead somewhere", () => {
    expect(previousPage(1)).toBeNull()
    expect(previousPage(4)).toBe(3)
    expect(nextPage(5, 5)).toBeNull()
    expect(nextPage(4, 5)).toBe(5)
  })
})
