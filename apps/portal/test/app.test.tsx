import { loginCodeLabel } from "@gatehouse/ui"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { loginAnswer, playerSession } from "./fixtures.ts"
import { findAlert, renderPortal } from "./renderPortal.tsx"

const submitSidebarLogin = async (username: string, password: string) => {
  const sidebar = await screen.findByRole("complementary", { name: "Sidebar" })
  fireEvent.change(within(sidebar).getByLabelText("User ID"), { target: { value: username } })
  fireEvent.change(within(sidebar).getByLabelText("Password"), { target: { value: password } })
  fireEvent.click(within(sidebar).getByRole("button", { name: "Login" }))
}

describe("the sidebar login box", () => {
  it("logs a player in and shows the welcome box with their balances", async () => {
    const portal = renderPortal({ at: "/", api: { "POST /processlogin": loginAnswer(1) } })
    await submitSidebarLogin("swordfish", "hunter22")

    expect(await screen.findByText("swordfish")).toBeTruthy()
    // In the welcome box; the phone header names the balances too.
    expect(within(screen.getByRole("region", { name: "Welcome" })).getByText("R-Coin")).toBeTruthy()
    expect(portal.calls.find((call) => call.path === "/processlogin")?.body).toEqual({
      UserID: "swordfish",
      UserPass: "hunter22",
    })
  })

  it("makes no call while a field is blank", async () => {
    const portal = renderPortal({ at: "/" })
    await submitSidebarLogin("  ", "")

    expect(await screen.findByText("Username is required.")).toBeTruthy()
    expect(portal.calls.some((call) => call.path === "/processlogin")).toBe(false)
  })

  it("shows the server's refusal in a plain alert until it is closed", async () => {
    renderPortal({
      at: "/",
      api: { "POST /processlogin": { status: 422, body: { message: "Invalid User ID or Password." } } },
    })
    await submitSidebarLogin("swordfish", "hunter22")

    const dialog = await findAlert()
    expect(within(dialog).getByRole("heading", { name: "Notice" })).toBeTruthy()
    expect(within(dialog).getByText("Invalid User ID or Password.")).toBeTruthy()
    fireEvent.click(within(dialog).getByRole("button", { name: "OK" }))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
  })
})

describe("two-step sign-in at login", () => {
  const askForCode = {
    status: 200,
    body: { secondStep: { challenge: "pending-1", message: "Enter the 6-digit code." } },
  }

  it("asks the sidebar's player for the code in a dialog, then logs them in with it", async () => {
    const portal = renderPortal({
      at: "/",
      api: { "POST /processlogin": askForCode, "POST /processlogin/code": loginAnswer(1) },
    })
    await submitSidebarLogin("swordfish", "hunter22")

    const dialog = await screen.findByRole("dialog", { name: "Two-step sign-in" })
    expect(screen.queryByRole("region", { name: "Welcome" })).toBeNull()
    fireEvent.change(within(dialog).getByLabelText(loginCodeLabel), { target: { value: "492039" } })
    fireEvent.click(within(dialog).getByRole("button", { name: "Log In" }))

    expect(await screen.findByRole("region", { name: "Welcome" })).toBeTruthy()
    expect(portal.calls.find((call) => call.path === "/processlogin/code")?.body).toEqual({
      challenge: "pending-1",
      code: "492039",
    })
  })

  it("asks for the code over the login page, which stays put while the password is checked", async () => {
    const portal = renderPortal({ at: "/login", api: { "POST /processlogin": askForCode } })
    const username = await screen.findByRole("textbox", { name: "Username" })
    fireEvent.change(username, { target: { value: "swordfish" } })
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "hunter22" } })
    fireEvent.click(screen.getByRole("button", { name: "Login" }))

    expect(await screen.findByRole("dialog", { name: "Two-step sign-in" })).toBeTruthy()
    expect(portal.currentPath()).toBe("/login")
  })
})

describe("the welcome box", () => {
  it("logs out to the login page", async () => {
    const portal = renderPortal({
      at: "/rankings",
      session: playerSession,
      api: { "POST /logout": { status: 200, body: { message: "Logged out" } } },
    })
    fireEvent.click(await screen.findByRole("button", { name: "Logout" }))

    await waitFor(() => expect(portal.currentPath()).toBe("/login"))
    expect(window.localStorage.getItem("ACCESS_TOKEN")).toBeNull()
  })
})

describe("alerts", () => {
  it("come one at a time, in order", async () => {
    const portal = renderPortal({ at: "/" })
    void portal.services.dialogs.show({ title: "Notice", message: "first" })
    void portal.services.dialogs.show({ title: "Notice", message: "second" })

    const first = await findAlert()
    expect(within(first).getByText("first")).toBeTruthy()
    expect(screen.getAllByRole("alertdialog")).toHaveLength(1)
    fireEvent.click(within(first).getByRole("button", { name: "OK" }))

    await waitFor(() => expect(within(screen.getByRole("alertdialog")).getByText("second")).toBeTruthy())
  })
})

describe("the banner rotator", () => {
  const banners = { status: 200, body: { data: [{ id: 1, img_url: "/media/banners/arena.svg" }] } }

  it("shows the site's banners from the API", async () => {
    renderPortal({ at: "/", api: { "GET /getSiteBanners": banners } })
    expect((await screen.findByAltText("Site banner 1")).getAttribute("src")).toBe("/media/banners/arena.svg")
  })

  it("reuses the stored list on the next visit instead of asking again", async () => {
    const firstVisit = renderPortal({ at: "/", api: { "GET /getSiteBanners": banners } })
    await screen.findByAltText("Site banner 1")
    firstVisit.unmount()
    const nextVisit = renderPortal({ at: "/", api: { "GET /getSiteBanners": { status: 500 } } })

    expect((await screen.findByAltText("Site banner 1")).getAttribute("src")).toBe("/media/banners/arena.svg")
    expect(nextVisit.calls.some((call) => call.path === "/getSiteBanners")).toBe(false)
  })
})
