import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { renderPortal } from "./renderPortal.tsx"

const news = (id: number, type: number, subject: string, content = `<p>${subject}</p>`) => ({
  id,
  subject,
  content,
  type,
  created_at: null,
  author: "GM Aurora",
  img_thumbnail: null,
  IsShowThumbnail: 0,
})

/** The first wait of each test includes loading the screen's chunk, slow on a busy machine. */
const patient = { timeout: 5000 }

const ok = (data: unknown) => ({ status: 200, body: { data } })

const newsRoutes = {
  "GET /getnewsall/0/1/0/1": ok([news(3, 2, "Club War tonight")]),
  "GET /getnewsall/0/8/1/0": ok([news(3, 2, "Club War tonight"), news(2, 1, "Leveling guide")]),
  "GET /getnewsall/2/1/0/1": ok([news(3, 2, "Club War tonight")]),
  "GET /getnewsall/2/8/1/0": ok([news(3, 2, "Club War tonight")]),
  "GET /getnewsall/1/1/0/1": ok([news(2, 1, "Leveling guide")]),
  "GET /getnewsall/1/8/1/0": ok([news(2, 1, "Leveling guide")]),
}

const row = (ChaNum: number, ChaName: string, ChaSchool: number, ChaClass = 1) => ({
  ChaNum,
  ChaName,
  ChaLevel: 200 - ChaNum,
  ChaClass,
  ChaSchool,
  ChaPKScore: 10,
  ChaPKDeath: 2,
  ChaMMR: 500,
  ChaMoney: 1000,
  ChaLevelUpDate: null,
})

const rankings = {
  topmmr: [row(1, "Ashfall", 0)],
  toppk: [row(2, "Kestrel", 1)],
  toplevel: [row(3, "Moonwarden", 0), row(4, "Nightjar", 1), row(5, "Sable", 1, 4)],
  topmoney: [row(6, "Saffron", 2)],
  toplevelside: [row(3, "Moonwarden", 0), row(4, "Nightjar", 1)],
}

const rankCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((tableRow) => tableRow.querySelector("td")?.textContent)

describe("the news list", () => {
  it("asks each board's latest item and list with the spec's paths and links subjects to the topic", async () => {
    const portal = renderPortal({ at: "/news", api: newsRoutes })
    const all = await screen.findByRole("table", { name: "All News" }, patient)
    expect(within(all).getAllByText("65")).toHaveLength(2)
    expect(within(all).getByRole("link", { name: "Leveling guide" }).getAttribute("href")).toBe(
      "/news?topic=2",
    )
    expect(screen.getAllByRole("img", { name: "New" })).toHaveLength(3)
    expect(
      portal.calls
        .map((call) => call.path)
        .filter((path) => path.startsWith("/getnewsall"))
        .sort(),
    ).toEqual(
      Object.keys(newsRoutes)
        .map((key) => key.slice(4))
        .sort(),
    )
  })

  it("reuses the news for 30 s and refetches it on refresh", async () => {
    const portal = renderPortal({ at: "/news", api: newsRoutes })
    await screen.findByRole("table", { name: "All News" }, patient)
    const newsCalls = () => portal.calls.filter((call) => call.path.startsWith("/getnewsall")).length
    expect(newsCalls()).toBe(6)
    fireEvent.click(screen.getByRole("button", { name: "Refresh news" }))
    await waitFor(() => expect(newsCalls()).toBe(12))
    expect(await screen.findByRole("table", { name: "Events" }, patient)).toBeTruthy()
  })

  it("logs a failed load and shows the boards empty", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {})
    renderPortal({ at: "/news" })
    expect(await screen.findAllByText("No news yet.", {}, patient)).toHaveLength(3)
    expect(logged).toHaveBeenCalled()
    expect(screen.queryByRole("alertdialog")).toBeNull()
    logged.mockRestore()
  })
})

describe("a news topic", () => {
  it("shows the subject, writer and the body as HTML", async () => {
    renderPortal({
      at: "/news?topic=7",
      api: {
        "GET /getspecificnews/7": ok([news(7, 2, "Patch notes", "<p>Hello <strong>everyone</strong></p>")]),
      },
    })
    expect(await screen.findByRole("heading", { level: 1, name: "Patch notes" }, patient)).toBeTruthy()
    expect(screen.getByText("By GM Aurora · No date available")).toBeTruthy()
    expect(screen.getByText("everyone").tagName).toBe("STRONG")
  })

  it("opens from /topic/{id} too, and says when there is no such news", async () => {
    renderPortal({ at: "/topic/9", api: { "GET /getspecificnews/9": ok([]) } })
    expect(await screen.findByText("No news data available", {}, patient)).toBeTruthy()
  })

  it("pages through a board's archive with the address's category and page", async () => {
    const portal = renderPortal({
      at: "/news?category=2&page=2",
      api: {
        "GET /getnewspage/2/2": {
          status: 200,
          body: {
            data: [news(1, 2, "Halloween event begins")],
            prev_page: 1,
            next_page: 3,
            last_page: 3,
            lpm1: 2,
          },
        },
      },
    })
    expect(await screen.findByRole("heading", { level: 1, name: "Events" }, patient)).toBeTruthy()
    expect(screen.getByRole("link", { name: "Halloween event begins" }).getAttribute("href")).toBe(
      "/news?topic=1",
    )
    const pages = screen.getByRole("navigation", { name: "Events pages" })
    expect(within(pages).getByRole("link", { name: "Next page" }).getAttribute("href")).toBe(
      "/news?category=2&page=3",
    )
    expect(portal.calls.map((call) => call.path)).toContain("/getnewspage/2/2")
  })
})

describe("the rankings", () => {
  it("show the level tab first and renumber ranks when a filter drops rows", async () => {
    renderPortal({ at: "/rankings", api: { "GET /get-top-rankings-list": { status: 200, body: rankings } } })
    const table = await screen.findByRole("table", { name: "Level ranking" }, patient)
    expect(rankCells(table)).toEqual(["1", "2", "3"])
    fireEvent.change(screen.getByLabelText("School"), { target: { value: "1" } })
    expect(rankCells(screen.getByRole("table", { name: "Level ranking" }))).toEqual(["1", "2"])
    fireEvent.change(screen.getByLabelText("Class"), { target: { value: "archer" } })
    const archers = screen.getByRole("table", { name: "Level ranking" })
    expect(rankCells(archers)).toEqual(["1"])
    expect(within(archers).getByText("Sable")).toBeTruthy()
  })

  it("load the running season first, then the archived season the visitor picks", async () => {
    const archive = { ...rankings, toplevel: [row(7, "Wintermere", 2), row(3, "Moonwarden", 0)] }
    const portal = renderPortal({
      at: "/rankings",
      api: {
        "GET /get-ranking-seasons": { status: 200, body: { current: "2026-11", archives: ["2026-10"] } },
        "GET /get-top-rankings-list": ({ query }) => ({
          status: 200,
          body: query.get("season") === "2026-10" ? archive : rankings,
        }),
      },
    })
    const picker = await screen.findByRole("combobox", { name: "Season" }, patient)
    expect(
      within(picker)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["This month (November 2026)", "October 2026"])
    expect(within(screen.getByRole("table", { name: "Level ranking" })).getByText("Nightjar")).toBeTruthy()
    fireEvent.change(picker, { target: { value: "2026-10" } })
    expect(
      await screen.findByRole("heading", { level: 1, name: "Top 100 players of October 2026" }, patient),
    ).toBeTruthy()
    const table = await screen.findByRole("table", { name: "Level ranking" }, patient)
    expect(within(table).getByText("Wintermere")).toBeTruthy()
    expect(rankCells(table)).toEqual(["1", "2"])
    expect(
      portal.calls
        .filter((call) => call.path === "/get-top-rankings-list")
        .map((call) => call.query.get("season")),
    ).toEqual([null, "2026-10"])
    expect(portal.calls.filter((call) => call.path === "/get-ranking-seasons")).toHaveLength(1)
  })

  it("replace the spinner with a message when the load fails", async () => {
    renderPortal({ at: "/rankings", api: { "GET /get-top-rankings-list": { status: 500, body: {} } } })
    expect(await screen.findByRole("alert", {}, patient)).toBeTruthy()
    expect(screen.queryByRole("status")).toBeNull()
  })
})

describe("the downloads", () => {
  const routes = {
    "GET /getdownloadsall": ok([
      {
        seq: 1,
        link_name: "Mirror 1",
        link_address: "https://downloads.example.org/client.zip",
        link_type: null,
        link_description: null,
        link_date: null,
        link_icon: null,
      },
    ]),
    "GET /getsystemrequirements": ok([
      { component: "cpu", label: "CPU", minimum: "2 GHz", recommended: "3 GHz" },
    ]),
  }

  it("show one image link per entry and the System Requirement table, refetched on refresh", async () => {
    const portal = renderPortal({ at: "/downloads", api: routes })
    const link = await screen.findByRole("link", { name: "Mirror 1" }, patient)
    expect(link.getAttribute("href")).toBe("https://downloads.example.org/client.zip")
    expect(await screen.findByRole("rowheader", { name: "CPU" }, patient)).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Refresh download links" }))
    await waitFor(() =>
      expect(portal.calls.filter((call) => call.path === "/getdownloadsall")).toHaveLength(2),
    )
  })
})

describe("the home page", () => {
  it("reloads the level ranking when the school changes and shows that school only", async () => {
    const portal = renderPortal({
      at: "/",
      api: { "GET /get-top-rankings-list": { status: 200, body: rankings } },
    })
    const all = await screen.findByRole("table", { name: "Level Ranking: All" }, patient)
    expect(within(all).getByText("Moonwarden")).toBeTruthy()
    fireEvent.click(screen.getByRole("radio", { name: "Mystic Peak" }))
    const mystic = await screen.findByRole("table", { name: "Level Ranking: Mystic Peak" }, patient)
    expect(within(mystic).queryByText("Moonwarden")).toBeNull()
    expect(rankCells(mystic)).toEqual(["1"])
    expect(portal.calls.filter((call) => call.path === "/get-top-rankings-list")).toHaveLength(2)
    expect(screen.getAllByText("None")).toHaveLength(3)
  })
})
