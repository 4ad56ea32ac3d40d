import { fireEvent, screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { renderPortal } from "./renderPortal.tsx"

/** The first wait of each test includes loading the screen's chunk, slow on a busy machine. */
const patient = { timeout: 5000 }

const picture = {
  img_url: "/media/serverinfo.svg",
  description: "Server information: maximum level 300, experience rate 10 times.",
}

describe("the server information", () => {
  it("shows the single image with its description as the alternative text", async () => {
    renderPortal({
      at: "/serverinfo",
      api: { "GET /getserverinfo": { status: 200, body: { data: picture } } },
    })
    const image = await screen.findByRole("img", { name: picture.description }, patient)
    expect(image.getAttribute("src")).toBe(picture.img_url)
    expect(screen.getByRole("heading", { level: 1, name: "Server Information" })).toBeTruthy()
  })

  it("says when the image could not be loaded, and a retry asks the server again", async () => {
    let answers = 0
    const portal = renderPortal({
      at: "/serverinfo",
      api: {
        "GET /getserverinfo": () => {
          answers += 1
          return answers === 1 ? { status: 500, body: {} } : { status: 200, body: { data: picture } }
        },
      },
    })
    expect(await screen.findByRole("alert", {}, patient)).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Try again" }))
    expect(await screen.findByRole("img", { name: picture.description }, patient)).toBeTruthy()
    await waitFor(() => expect(portal.calls.filter((call) => call.path === "/getserverinfo")).toHaveLength(2))
  })
})

describe("the guide pages", () => {
  it("show the game story with its world map", async () => {
    renderPortal({ at: "/story" })
    expect(await screen.findByRole("heading", { level: 1, name: "Story" }, patient)).toBeTruthy()
    expect(screen.getByRole("figure")).toBeTruthy()
  })

  it("show the game system guide", async () => {
    renderPortal({ at: "/gamesystem" })
    expect(await screen.findByRole("heading", { level: 1, name: "Game System" }, patient)).toBeTruthy()
    expect(screen.getByRole("link", { name: "See this month's rankings" }).getAttribute("href")).toBe(
      "/rankings",
    )
  })
})
