import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { playerSession } from "./fixtures.ts"
import { renderPortal } from "./renderPortal.tsx"

/** The first wait of each test includes loading the screen's chunk, slow on a busy machine. */
const patient = { timeout: 5000 }

const ok = (data: unknown) => ({ status: 200, body: { data } })

const news = (id: number, subject: string) => ({
  id,
  subject,
  content: `<p>${subject}</p>`,
  type: 2,
  created_at: null,
  author: "GM Aurora",
  img_thumbnail: null,
  IsShowThumbnail: 0,
})

describe("screens read through the shared query store", () => {
  it("shows the boards again from the kept answers when a player comes back within 30 s", async () => {
    const lists = Object.fromEntries(
      [0, 1, 2].flatMap((category) => [
        [`GET /getnewsall/${category}/1/0/1`, ok([news(3, "Club War tonight")])],
        [`GET /getnewsall/${category}/8/1/0`, ok([news(3, "Club War tonight")])],
      ]),
    )
    const portal = renderPortal({
      at: "/news",
      api: { ...lists, "GET /getspecificnews/3": ok([news(3, "Club War tonight")]) },
    })
    await screen.findByRole("table", { name: "All News" }, patient)
    act(() => portal.services.navigate("/news?topic=3"))
    await screen.findByRole("heading", { level: 1, name: "Club War tonight" }, patient)
    act(() => portal.services.navigate("/news"))
    const events = await screen.findByRole("table", { name: "Events" }, patient)
    expect(within(events).getByRole("link", { name: "Club War tonight" })).toBeTruthy()
    expect(portal.calls.filter((call) => call.path.startsWith("/getnewsall"))).toHaveLength(6)
  })

  it("reads the account page's connection again after a whitelist request", async () => {
    let status = 0
    const portal = renderPortal({
      at: "/user",
      session: playerSession,
      api: {
        "GET /user-ip": () => ({
          status: 200,
          body: { useripdata: { CC_IP: "203.0.113.7", CC_status: status } },
        }),
        "POST /whitelist-user-ip": () => {
          status = 2
          return { status: 200, body: { message: "Submitted." } }
        },
      },
    })
    expect(await screen.findByText("Not whitelisted", {}, patient)).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Request IP Whitelist" }))
    const done = await screen.findByRole("alertdialog", {}, patient)
    fireEvent.click(within(done).getByRole("button", { name: "OK" }))
    expect(await screen.findByText("Waiting for approval of 203.0.113.7", {}, patient)).toBeTruthy()
    await waitFor(() => expect(portal.calls.filter((call) => call.path === "/user-ip")).toHaveLength(2))
  })
})
