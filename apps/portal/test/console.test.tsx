import { type MemberSession, sessionToStorage, USER_TYPE } from "@gatehouse/domain"
import { twoStepTexts } from "@gatehouse/ui"
import { screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { playerSession, playerUser } from "./fixtures.ts"
import { renderPortal } from "./renderPortal.tsx"

/** The first wait includes loading the console's chunk, slow on a busy machine. */
const patient = { timeout: 15_000 }

const editorSession: MemberSession = { ...playerSession, token: "token-staff", userType: 11 }

const auditAnswer = {
  status: 200,
  body: {
    data: [
      {
        id: 7,
        at: "2026-11-22T01:09:31.135Z",
        staffUserId: "scribe",
        staffUserNum: 3,
        action: "news.publish",
        target: "news 12",
        before: { published: false },
        after: { published: true },
      },
    ],
    page: 1,
    pageCount: 1,
  },
}

describe("the staff console", () => {
  it("sends a guest to the login page", async () => {
    const portal = renderPortal({ at: "/staff" })
    await waitFor(() => expect(portal.currentPath()).toBe("/login"))
  })

  it("tells a player it is for staff only, and shows no console page", async () => {
    renderPortal({ at: "/staff/audit", session: playerSession })
    expect((await screen.findByRole("alert", {}, patient)).textContent).toBe("This page is for staff only.")
    expect(screen.queryByRole("link", { name: "Audit log" })).toBeNull()
  })

  it("shows an editor the pages an editor may open, and the document title", async () => {
    renderPortal({ at: "/staff", session: editorSession })
    expect(await screen.findByRole("heading", { level: 1, name: "Staff Console" }, patient)).toBeTruthy()
    const nav = screen.getByRole("navigation", { name: "Staff console" })
    expect(within(nav).getByRole("link", { name: "Audit log" }).getAttribute("href")).toBe("/staff/audit")
    expect(screen.getByText(`${playerUser.UserID} · Content editor`)).toBeTruthy()
    await waitFor(() => expect(document.title).toBe("Staff Console | Gatehouse"))
  })

  it("reads the audit log with the staff member's token and the address's filters", async () => {
    const portal = renderPortal({
      at: "/staff/audit?action=news&page=2",
      session: editorSession,
      api: { "GET /staff/audit": auditAnswer },
    })
    expect(await screen.findByRole("rowheader", { name: "scribe" }, patient)).toBeTruthy()
    const call = portal.calls.find((seen) => seen.path === "/staff/audit")
    expect(call?.authorization).toBe("Bearer token-staff")
    expect(call?.query.get("action")).toBe("news")
    expect(call?.query.get("page")).toBe("2")
  })

  it("sends staff who must turn on two-step sign-in to My Account, before any console page", async () => {
    const portal = renderPortal({
      at: "/staff/audit",
      session: editorSession,
      api: {
        "GET /second-factor": { status: 200, body: { enabled: false, required: true, recoveryCodesLeft: 0 } },
        "GET /staff/audit": auditAnswer,
      },
    })
    const alert = await screen.findByRole("alert", {}, patient)
    expect(alert.textContent).toContain(twoStepTexts.required)
    expect(within(alert).getByRole("link", { name: "Turn it on in My Account" }).getAttribute("href")).toBe(
      "/user",
    )
    expect(portal.calls.some((seen) => seen.path === "/staff/audit")).toBe(false)
  })

  it("counts a stored user type that differs from the session's as level 0 (spec §6)", async () => {
    const portal = renderPortal({ at: "/", session: { ...editorSession, userType: 20 } })
    // The stored level no longer matches the one in memory (edited by hand, or by another script).
    window.localStorage.setItem(USER_TYPE, "1")
    portal.services.navigate("/staff")
    expect((await screen.findByRole("alert", {}, patient)).textContent).toBe("This page is for staff only.")
  })

  it("gives a player who set USER_TYPE to a staff level by hand no console link and no console (spec §6)", async () => {
    // The player's saved session, then USER_TYPE edited in the browser before the page is opened again.
    for (const [key, value] of Object.entries(sessionToStorage(playerSession)))
      window.localStorage.setItem(key, value ?? "")
    window.localStorage.setItem(USER_TYPE, "20")
    const portal = renderPortal({ at: "/" })
    await screen.findByRole("button", { name: "Logout" }, patient)
    expect(screen.queryByRole("link", { name: "Staff Console" })).toBeNull()

    portal.services.navigate("/staff")
    expect((await screen.findByRole("alert", {}, patient)).textContent).toBe("This page is for staff only.")
    expect(screen.queryByText(/Administrator/)).toBeNull()
  })

  it("links staff to the console from the welcome box, and players not", async () => {
    const staff = renderPortal({ at: "/", session: editorSession })
    const link = await screen.findByRole("link", { name: "Staff Console" }, patient)
    expect(link.getAttribute("href")).toBe("/staff")
    staff.unmount()
    renderPortal({ at: "/", session: playerSession })
    await screen.findByRole("button", { name: "Logout" }, patient)
    expect(screen.queryByRole("link", { name: "Staff Console" })).toBeNull()
  })
})
