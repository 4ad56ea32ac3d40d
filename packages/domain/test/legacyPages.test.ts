import { describe, expect, it } from "vitest"
import { routeForPath } from "../src/frame.ts"
import { forumBoardHref, forumBoards, notOpenMessage } from "../src/legacyPages.ts"
import { isNewsBoardCategory } from "../src/newsBoards.ts"

describe("the legacy menu links (spec §2)", () => {
  it("keeps the forum's six legacy category numbers, each with its own address", () => {
    expect(forumBoards.map((board) => board.category)).toEqual([100, 300, 400, 500, 600, 700])
    expect(forumBoardHref(300)).toBe("/forum?category=300")
  })

  it("opens pages of their own for the tournaments and the forum", () => {
    expect(routeForPath("/tournament").route.crumb).toBe("Tournament")
    expect(routeForPath("/forum").route.crumb).toBe("Forum")
  })

  it("says which page is not open yet, naming the forum's board when the address names one", () => {
    expect(notOpenMessage("tournament", 0)).toBe("Tournaments are not open yet.")
    expect(notOpenMessage("forum", 700)).toBe("The Bug Reports board is not open yet.")
    expect(notOpenMessage("forum", 0)).toBe("The forum is not open yet.")
    expect(notOpenMessage("forum", 200)).toBe("The forum is not open yet.")
  })
})

describe("the news boards' categories (spec §7)", () => {
  it("names every kind, the guides and the events, and nothing else", () => {
    expect([0, 1, 2].every(isNewsBoardCategory)).toBe(true)
    expect(isNewsBoardCategory(3)).toBe(false)
    expect(isNewsBoardCategory(100)).toBe(false)
  })
})
