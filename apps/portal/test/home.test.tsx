import { createTestClock } from "@gatehouse/ui"
import { act, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { renderPortal } from "./renderPortal.tsx"

/** The first wait of each test includes loading the screen's chunk, slow on a busy machine. */
const patient = { timeout: 5000 }

/** The test's now: 1 December 2026, 8:00 PM in Manila. */
const now = new Date("2026-12-01T12:00:00Z")

const headline = (id: number, subject: string, created_at: string) => ({
  id,
  subject,
  content: `<p>${subject}</p>`,
  type: 0,
  created_at,
  author: "GM Aurora",
  img_thumbnail: null,
  IsShowThumbnail: 0,
})

const homeApi = (events: unknown, status: unknown) => ({
  "GET /get-top-rankings-list": {
    status: 200,
    body: { topmmr: [], toppk: [], toplevel: [], topmoney: [], toplevelside: [] },
  },
  "GET /getnewsall/0/8/1/0": {
    status: 200,
    body: {
      data: [
        headline(9, "Winter festival opens", "2026-12-01T10:00:00Z"),
        headline(8, "Patch notes 1.4", "2026-11-30T10:00:00Z"),
        headline(7, "Server maintenance finished", "2026-11-29T10:00:00Z"),
        headline(6, "An older story", "2026-11-28T10:00:00Z"),
      ],
    },
  },
  "GET /getevents": { status: 200, body: { events } },
  "GET /getserverstatus": { status: 200, body: { status } },
})

describe("the home page", () => {
  it("leads with its heading, Download and Play, the latest three headlines and the scheduled events counting down", async () => {
    const clock = createTestClock(now)
    renderPortal({
      at: "/",
      clock,
      api: homeApi(
        [
          {
            id: 4,
            title: "Guild war night",
            startsAt: "2026-12-01T13:30:00.000Z",
            endsAt: null,
            link: "/news?topic=9",
          },
        ],
        null,
      ),
    })
    expect(
      await screen.findByRole("heading", { level: 1, name: "Welcome to Gatehouse" }, patient),
    ).toBeTruthy()
    expect(screen.getByRole("link", { name: "Download and Play" }).getAttribute("href")).toBe("/download")

    const news = await screen.findByRole("region", { name: "Latest News" })
    const headlines = await within(news).findAllByRole("listitem", {}, patient)
    expect(headlines.map((item) => within(item).getByRole("link").textContent)).toEqual([
      "Winter festival opens",
      "Patch notes 1.4",
      "Server maintenance finished",
    ])

    const events = screen.getByRole("region", { name: "Upcoming Events" })
    const event = await within(events).findByRole("listitem", {}, patient)
    expect(within(event).getByRole("link", { name: "Guild war night" }).getAttribute("href")).toBe(
      "/news?topic=9",
    )
    expect(event.textContent).toContain("Dec 1, 2026, 9:30 PM")
    expect(event.textContent).toContain("Starts in 01:30:00")
    act(() => clock.advance(1000))
    await waitFor(() => expect(event.textContent).toContain("Starts in 01:29:59"))

    // Without a game link the server's status is simply not shown.
    expect(screen.queryByText(/Server status/)).toBeNull()

    // Once it starts (it has no end) it is over, and leaves the page.
    act(() => clock.advance(90 * 60 * 1000))
    await waitFor(() => expect(within(events).getByText("No events are scheduled right now.")).toBeTruthy())
  })

  it("shows the game server's status where the game link reports it", async () => {
    renderPortal({ at: "/", clock: createTestClock(now), api: homeApi([], { up: true, online: 57 }) })
    const lead = await screen.findByRole("region", { name: "Welcome to Gatehouse" }, patient)
    await waitFor(() => expect(lead.textContent).toContain("Server status: Online 57 players online"))
  })
})
