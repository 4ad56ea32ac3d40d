import { routes } from "@gatehouse/domain"
import { screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { playerSession } from "./fixtures.ts"
import { renderPortal } from "./renderPortal.tsx"

const expectTitle = (title: string) => waitFor(() => expect(document.title).toBe(title))

/** The first wait includes loading the screen's chunk, slow on a busy machine. */
const patient = { timeout: 5000 }

/** Pages whose own heading the spec words differently from their section's name. */
const ownHeadings: Readonly<Record<string, string>> = {
  "/rankings": "Top 100 players in this month",
  "/download": "Full Client Download",
  "/downloads": "Full Client Download",
}

/**
 * Players' pages open to anyone's address (their guard is public), whose screen sends a guest to
 * the login page once it comes alive (MembersOnlyPage; shopFeedback.test.tsx follows a guest there
 * and back).
 */
const playersPages: ReadonlySet<string> = new Set([
  "/topup",
  "/shoppingcart",
  "/shoppurchases",
  "/topuphistory",
])

describe("guards", () => {
  it.each(["/user", "/changepassword"])("sends a guest from %s to the login page", async (path) => {
    const portal = renderPortal({ at: path })
    await expectTitle("Login | Gatehouse")
    expect(portal.currentPath()).toBe("/login")
    expect(await screen.findByRole("heading", { name: "Login" })).toBeTruthy()
  })

  it.each(["/login", "/findaccount"])("sends a logged-in player from %s to the home page", async (path) => {
    const portal = renderPortal({ at: path, session: playerSession })
    await expectTitle("Gatehouse")
    expect(portal.currentPath()).toBe("/")
  })

  it("shows a logged-in player the account page", async () => {
    renderPortal({ at: "/user", session: playerSession })
    expect(await screen.findByRole("heading", { name: "Account Setting" })).toBeTruthy()
    await expectTitle("Account Setting | Gatehouse")
  })

  it("shows a guest the find-account page", async () => {
    renderPortal({ at: "/findaccount" })
    expect(await screen.findByRole("heading", { name: "Find Account" })).toBeTruthy()
  })

  it("keeps /login open while a login is under way", async () => {
    const portal = renderPortal({ at: "/login" })
    expect(await screen.findByRole("heading", { name: "Login" }, patient)).toBeTruthy()
    portal.services.loginInProgress.set(true)
    await expectTitle("Login | Gatehouse")
    expect(portal.currentPath()).toBe("/login")
    expect(screen.getByRole("heading", { name: "Login" })).toBeTruthy()
  })
})

describe("titles and screens", () => {
  it("titles the root with the site name alone", async () => {
    renderPortal({ at: "/" })
    await expectTitle("Gatehouse")
  })

  it.each(
    routes
      .filter((route) => route.guard === "public" && !route.path.includes(":"))
      .map((route) => [route.path, route.crumb]),
  )("titles %s as '%s | Gatehouse' and shows its section", async (path, crumb) => {
    // A player's page is titled as its player sees it: a guest is on the login page at once.
    renderPortal({ at: path, ...(playersPages.has(path) ? { session: playerSession } : {}) })
    if (crumb === null) return expectTitle("Gatehouse")
    await expectTitle(`${crumb} | Gatehouse`)
    const heading = ownHeadings[path] ?? crumb
    expect(await screen.findByRole("heading", { level: 1, name: heading }, patient)).toBeTruthy()
  })

  it.each(["/topic/7", "/news?topic=7"])("shows %s as a news page", async (address) => {
    renderPortal({ at: address })
    await expectTitle("News | Gatehouse")
    // The fake API knows no topic 7, so the news detail says so.
    expect(await screen.findByText("No news data available", {}, patient)).toBeTruthy()
  })

  it("shows the downloads for both /download and /downloads", async () => {
    const first = renderPortal({ at: "/download" })
    expect(
      await screen.findByRole("heading", { level: 1, name: "Full Client Download" }, patient),
    ).toBeTruthy()
    first.unmount()
    renderPortal({ at: "/downloads" })
    expect(
      await screen.findByRole("heading", { level: 1, name: "Full Client Download" }, patient),
    ).toBeTruthy()
  })

  it("shows the error page for any other path, titled '404 NOT FOUND'", async () => {
    renderPortal({ at: "/no/such/page" })
    await expectTitle("404 NOT FOUND | Gatehouse")
    expect(await screen.findByText("Unable to process your request!")).toBeTruthy()
    expect(screen.getByRole("button", { name: "Go Back" })).toBeTruthy()
  })

  it("keeps the frame on every page, and the login page's frame has no sidebar", async () => {
    const home = renderPortal({ at: "/" })
    expect(await screen.findByRole("complementary", { name: "Sidebar" })).toBeTruthy()
    home.unmount()
    renderPortal({ at: "/login" })
    expect(await screen.findByRole("heading", { name: "Login" })).toBeTruthy()
    expect(screen.queryByRole("complementary", { name: "Sidebar" })).toBeNull()
  })
})
