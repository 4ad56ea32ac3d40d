import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"
import { playerSession } from "./fixtures.ts"
import { renderPortal } from "./renderPortal.tsx"

/** The first wait of each test includes loading the screen's chunk, slow on a busy machine. */
const patient = { timeout: 5000 }

const row = (ChaNum: number, ChaName: string) => ({
  ChaNum,
  ChaName,
  ChaLevel: 200 - ChaNum,
  ChaClass: 1,
  ChaSchool: 0,
  ChaPKScore: 10,
  ChaPKDeath: 2,
  ChaMMR: 500,
  ChaMoney: 1000,
  ChaLevelUpDate: null,
})

const level = [row(1, "Moonwarden"), row(2, "Nightjar"), row(3, "Aria")]
const rankings = { topmmr: level, toppk: level, toplevel: level, topmoney: level, toplevelside: level }

const myPlaces = {
  characters: [
    {
      ChaNum: 3,
      ChaName: "Aria",
      ChaLevel: 197,
      ChaClass: 1,
      ChaSchool: 0,
      places: { topmmr: 3, toppk: 3, toplevel: 3, topmoney: 3 },
    },
    {
      ChaNum: 77,
      ChaName: "Bramble",
      ChaLevel: 12,
      ChaClass: 1,
      ChaSchool: 0,
      places: { topmmr: 412, toppk: null, toplevel: 250, topmoney: 300 },
    },
  ],
}

describe("find my character on the rankings page", () => {
  it("asks a player's own places only when pressed, then lists them and shows a listed row", async () => {
    const portal = renderPortal({
      at: "/rankings",
      session: playerSession,
      api: {
        "GET /get-top-rankings-list": { status: 200, body: rankings },
        "GET /get-my-rankings": { status: 200, body: myPlaces },
      },
    })
    await screen.findByRole("table", { name: "Level ranking" }, patient)
    expect(portal.calls.filter((call) => call.path === "/get-my-rankings")).toEqual([])
    await userEvent.click(screen.getByRole("button", { name: "Find my character" }))
    const mine = within(await screen.findByRole("region", { name: "Your characters" }))
    expect(await mine.findByText("No. 3 in Level")).toBeTruthy()
    expect(mine.getByText("No. 250 in Level, outside the top 100")).toBeTruthy()
    expect(portal.calls.filter((call) => call.path === "/get-my-rankings")).toHaveLength(1)

    await userEvent.click(mine.getByRole("button", { name: "Show Aria in the list" }))
    const marked = screen
      .getByRole("table", { name: "Level ranking" })
      .querySelector('tr[aria-current="true"]')
    expect(marked?.querySelector("th")?.textContent).toBe("Aria")
  })

  it("sends a guest to log in, asking nothing", async () => {
    const portal = renderPortal({
      at: "/rankings",
      api: { "GET /get-top-rankings-list": { status: 200, body: rankings } },
    })
    await screen.findByRole("table", { name: "Level ranking" }, patient)
    await userEvent.click(screen.getByRole("button", { name: "Find my character" }))
    await vi.waitFor(() => expect(portal.currentPath()).toBe("/login"))
    expect(portal.calls.filter((call) => call.path === "/get-my-rankings")).toEqual([])
  })
})
