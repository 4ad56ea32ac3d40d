import type { MemberSession } from "@gatehouse/domain"
import { screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { playerSession } from "./fixtures.ts"
import { renderPortal } from "./renderPortal.tsx"

/** The first wait includes loading the console's chunk, slow on a busy machine. */
const patient = { timeout: 15_000 }

const administratorSession: MemberSession = { ...playerSession, token: "token-admin", userType: 30 }

describe("the staff console's overview", () => {
  it("shows the counts of what waits, each leading to its page, outside the players' frame", async () => {
    const portal = renderPortal({
      at: "/staff",
      session: administratorSession,
      api: {
        "GET /staff/overview": {
          status: 200,
          body: { openTickets: 3, pendingWhitelist: 1, waitingInGame: 0, paymentsToCheck: 2 },
        },
      },
    })
    const attention = await screen.findByRole("region", { name: "Needs attention" }, patient)
    expect(
      (await within(attention).findByRole("link", { name: "3 Open tickets" })).getAttribute("href"),
    ).toBe("/staff/tickets")
    expect(
      within(attention).getByRole("link", { name: "1 Whitelist requests waiting" }).getAttribute("href"),
    ).toBe("/staff/whitelist")
    expect(
      within(attention).getByRole("link", { name: "0 Items waiting in the game" }).getAttribute("href"),
    ).toBe("/staff/gamelink")
    expect(
      within(attention)
        .getByRole("link", { name: "2 Top-ups held or failed this week" })
        .getAttribute("href"),
    ).toBe("/staff/payments")
    expect(portal.calls.find((call) => call.path === "/staff/overview")?.authorization).toBe(
      "Bearer token-admin",
    )
    // The whole screen is the console's: no players' sidebar beside it, and a way back to the site.
    expect(screen.queryByRole("complementary", { name: "Sidebar" })).toBeNull()
    expect(screen.getByRole("link", { name: "Back to Gatehouse" }).getAttribute("href")).toBe("/")
  })

  it("leaves out what an editor's answer does not count", async () => {
    renderPortal({
      at: "/staff",
      session: { ...playerSession, token: "token-staff", userType: 11 },
      api: {
        "GET /staff/overview": {
          status: 200,
          body: { openTickets: 0, pendingWhitelist: null, waitingInGame: null, paymentsToCheck: null },
        },
      },
    })
    const attention = await screen.findByRole("region", { name: "Needs attention" }, patient)
    await within(attention).findByRole("link", { name: "0 Open tickets" })
    expect(within(attention).getAllByRole("link")).toHaveLength(1)
  })
})
