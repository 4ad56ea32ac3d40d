import { isLoggedIn, voteMessages } from "@gatehouse/domain"
import type { TestClock } from "@gatehouse/ui"
import { createTestClock, newTabHint } from "@gatehouse/ui"
import { act, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { votePageQuery } from "../src/votes/voteQuery.ts"
import type { FakeReply } from "./fakeApi.ts"
import { playerSession } from "./fixtures.ts"
import { renderPortal } from "./renderPortal.tsx"

/** Saturday Nov 21, 2026, 9:05:07 PM in Manila. */
const start = new Date("2026-11-21T13:05:07Z")
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000).toISOString()

const gtop = {
  id: 1,
  name: "GTop100",
  voteUrl: "https://gtop100.com/topsites/RAN-Online/sitedetails/YOUR-SITE?vote=1&pingUsername=swordfish",
  reward: 10,
  rewardsOn: true,
  cooldownHours: 12,
  nextVoteAt: null,
}

/** Voted 18 minutes before the test's start: open again in 11 h 42 min. */
const topg = {
  id: 2,
  name: "TopG",
  voteUrl: "https://topg.org/ran-online-private-servers/in-YOURSITEID-swordfish",
  reward: 10,
  rewardsOn: true,
  cooldownHours: 12,
  nextVoteAt: at(11 * 60 + 42),
}

const topgVote = { siteName: "TopG", votedAt: at(-18), reward: 10 }
/** GTop100's postback, a minute after the test's start. */
const gtopVote = { siteName: "GTop100", votedAt: at(1), reward: 10 }

/** GET /votes with the given sites, recent votes and Milleage. */
const view = (sites: ReadonlyArray<unknown>, recent: ReadonlyArray<unknown>, milleage = 20): FakeReply => ({
  status: 200,
  body: { sites, recent, userPoints: 0, userPoints2: milleage },
})

const before = view([gtop, topg], [topgVote])
const afterGtop = view([{ ...gtop, nextVoteAt: at(1 + 12 * 60) }, topg], [gtopVote, topgVote], 30)

/** Answers the given replies in turn, the last one from then on. */
const inTurn = (...replies: ReadonlyArray<FakeReply>) => {
  let next = 0
  return () => replies[Math.min(next++, replies.length - 1)] as FakeReply
}

const milleageOf = (portal: ReturnType<typeof renderPortal>) => {
  const session = portal.services.session.getSnapshot()
  return isLoggedIn(session) ? session.user.UserPoint2 : null
}

const reads = (portal: ReturnType<typeof renderPortal>) =>
  portal.calls.filter((call) => call.method === "GET" && call.path === "/votes").length

/**
 * Moves the clock to the next read again and waits until its answer is on the page: a read still
 * waiting for its answer is not asked again, so the next one is due only after it.
 */
const nextRead = async (portal: ReturnType<typeof renderPortal>, clock: TestClock) => {
  const shown = () => portal.services.queries.read(votePageQuery)
  const before = shown()
  const count = reads(portal)
  act(() => void clock.advance(30_000))
  await vi.waitFor(() => expect(reads(portal)).toBe(count + 1))
  await vi.waitFor(() => expect(shown()).not.toBe(before))
  await act(async () => {})
}

const cardOf = async (name: string) => within(await screen.findByRole("region", { name }))

// The vote links open the toplist in a new tab: here the click reaches the page, and nothing opens.
const stayOnPage = (event: Event) => event.preventDefault()
beforeEach(() => document.addEventListener("click", stayOnPage, { capture: true }))
afterEach(() => document.removeEventListener("click", stayOnPage, { capture: true }))

describe("the Vote page", () => {
  it("sends a guest to the login page", async () => {
    const portal = renderPortal({ at: "/vote" })
    await vi.waitFor(() => expect(portal.currentPath()).toBe("/login"))
    expect(reads(portal)).toBe(0)
  })

  it("lists the sites, each with its vote link or the time left on its cooldown", async () => {
    renderPortal({
      at: "/vote",
      session: playerSession,
      api: { "GET /votes": before },
      clock: createTestClock(start),
    })
    const gtopCard = await cardOf("GTop100")
    const link = gtopCard.getByRole("link", { name: `Vote on GTop100 ${newTabHint}` })
    expect(link.getAttribute("href")).toBe(gtop.voteUrl)
    expect(link.getAttribute("target")).toBe("_blank")
    expect(link.getAttribute("rel")).toBe("noopener noreferrer")
    const topgCard = await cardOf("TopG")
    expect(topgCard.queryByRole("link")).toBeNull()
    expect(topgCard.getByText(/^Vote again in/).textContent).toBe("Vote again in 11 h 42 min")
    expect(topgCard.getByText(/^Open again at/).textContent).toBe("Open again at Nov 22, 2026, 8:47 AM")
    expect(within(screen.getByRole("table", { name: "Your recent votes" })).getByText("TopG")).toBeTruthy()
    // A member's page, beside Character Services in the shop's pages.
    const pages = within(screen.getByRole("navigation", { name: "Shop pages" }))
    expect(pages.getByRole("link", { name: "Vote" }).getAttribute("aria-current")).toBe("page")
    await vi.waitFor(() => expect(document.title).toBe("Vote | Gatehouse"))
  })

  it("reads the page again after a vote: the reward told, added to the balance, and the site's countdown started", async () => {
    const clock = createTestClock(start)
    const portal = renderPortal({
      at: "/vote",
      session: playerSession,
      api: { "GET /votes": inTurn(before, before, afterGtop) },
      clock,
    })
    const gtopCard = await cardOf("GTop100")
    await userEvent.click(gtopCard.getByRole("link", { name: `Vote on GTop100 ${newTabHint}` }))
    const news = screen.getByText(voteMessages.waiting)
    expect(news.closest('[role="status"]')).toBeTruthy()
    expect(reads(portal)).toBe(1)

    // Nothing yet at the first read again; the site's postback is in by the second.
    await nextRead(portal, clock)
    expect(milleageOf(portal)).toBe(20)
    await nextRead(portal, clock)

    const status = await screen.findByText(/^Your vote on GTop100 was confirmed/)
    expect(status.textContent).toBe("Your vote on GTop100 was confirmed: +10.00 Milleage.")
    expect(milleageOf(portal)).toBe(30)
    expect(gtopCard.getByText(/^Vote again in/).textContent).toBe("Vote again in 12 h")
    expect(screen.queryByText(voteMessages.waiting)).toBeNull()

    // Confirmed, the page stops reading by itself.
    act(() => void clock.advance(5 * 60_000))
    expect(reads(portal)).toBe(3)
    expect(milleageOf(portal)).toBe(30)
  })

  it("stops reading again a few minutes after a vote no site confirmed", async () => {
    const clock = createTestClock(start)
    const portal = renderPortal({ at: "/vote", session: playerSession, api: { "GET /votes": before }, clock })
    const gtopCard = await cardOf("GTop100")
    await userEvent.click(gtopCard.getByRole("link", { name: `Vote on GTop100 ${newTabHint}` }))
    // Every 30 s for five minutes: ten reads after the first.
    for (let read = 0; read < 10; read++) await nextRead(portal, clock)
    await vi.waitFor(() => expect(screen.queryByText(voteMessages.waiting)).toBeNull())
    act(() => void clock.advance(5 * 60_000))
    expect(reads(portal)).toBe(11)
  })

  it("reads the page again when the player comes back to its tab, counting only votes confirmed since it opened", async () => {
    const portal = renderPortal({
      at: "/vote",
      session: playerSession,
      api: { "GET /votes": inTurn(view([gtop, topg], []), afterGtop) },
      clock: createTestClock(start),
    })
    await cardOf("GTop100")
    act(() => void window.dispatchEvent(new Event("focus")))
    await screen.findByText(/^Your vote on GTop100 was confirmed/)
    expect(reads(portal)).toBe(2)
    // TopG's vote came before the page opened: listed, but neither told nor added again.
    expect(screen.queryByText(/^Your vote on TopG/)).toBeNull()
    expect(milleageOf(portal)).toBe(30)
  })
})
