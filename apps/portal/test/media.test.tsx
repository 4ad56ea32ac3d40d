import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import type { FakeReply } from "./fakeApi.ts"
import { renderPortal } from "./renderPortal.tsx"

/** The first wait of each test includes loading the screen's chunk, slow on a busy machine. */
const patient = { timeout: 5000 }

const ok = (data: unknown) => ({ status: 200, body: { data } })

const picture = "data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E"

const entry = (
  id: number,
  kind: string,
  title: string,
  description: string,
  files: ReadonlyArray<{ label: string; url: string; width: number | null; height: number | null }>,
) => ({ id, kind, title, description, img_url: picture, files, created_at: null })

describe("the gallery", () => {
  it("asks for the gallery's pictures and opens one in the lightbox", async () => {
    const portal = renderPortal({
      at: "/gallery",
      api: {
        "GET /getmediaall/gallery": ok([
          entry(1, "gallery", "Night gate", "The campus gate at night", [
            { label: "Full picture", url: "/media/gate.svg", width: 1280, height: 720 },
          ]),
        ]),
      },
    })
    const thumbnail = await screen.findByRole("button", { name: "The campus gate at night" }, patient)
    fireEvent.click(thumbnail)
    const lightbox = await screen.findByRole("dialog", { name: "Night gate" })
    expect(within(lightbox).getByRole("img", { name: "The campus gate at night" }).getAttribute("src")).toBe(
      "/media/gate.svg",
    )
    expect(portal.calls.filter((call) => call.path === "/getmediaall/gallery")).toHaveLength(1)
  })
})

describe("the wallpaper page", () => {
  it("says when the load failed and loads again on retry", async () => {
    let asked = 0
    const wallpapers = (): FakeReply => {
      asked += 1
      return asked === 1
        ? { status: 500, body: {} }
        : ok([
            entry(2, "wallpaper", "Moonlit Gate", "The gate under a pale moon", [
              { label: "1920 × 1080", url: "/media/gate-1920.svg", width: 1920, height: 1080 },
            ]),
          ])
    }
    renderPortal({ at: "/wallpaper", api: { "GET /getmediaall/wallpaper": wallpapers } })
    expect(await screen.findByRole("alert", {}, patient)).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Try again" }))
    const link = await screen.findByRole("link", { name: "Download Moonlit Gate, 1920 × 1080" }, patient)
    expect(link.getAttribute("href")).toBe("/media/gate-1920.svg")
    expect(link.hasAttribute("download")).toBe(true)
    expect(asked).toBe(2)
  })
})

describe("the movie page", () => {
  it("offers a movie with a video to play and marks one without files as coming soon", async () => {
    renderPortal({
      at: "/movies",
      api: {
        "GET /getmediaall/movie": ok([
          entry(3, "movie", "Opening movie", "Three schools at the gate", [
            { label: "Opening movie", url: "/media/opening.mp4", width: 1280, height: 720 },
          ]),
          entry(4, "movie", "Next season", "A ridge under the moon", []),
        ]),
      },
    })
    expect(await screen.findByRole("button", { name: "Play Opening movie" }, patient)).toBeTruthy()
    expect(screen.getByText("Coming soon")).toBeTruthy()
  })
})

describe("the socials page", () => {
  it("opens outside pages in a new tab and keeps the portal's own pages in it", async () => {
    const portal = renderPortal({
      at: "/socials",
      api: {
        "GET /getsociallinks": ok([
          {
            id: 1,
            network: "discord",
            name: "Gatehouse Discord",
            description: "Chat with players.",
            url: "https://discord.example.org/gatehouse",
          },
          { id: 2, network: "news", name: "Latest news", description: "Announcements.", url: "/news" },
        ]),
      },
    })
    const discord = await screen.findByRole("link", { name: /Visit Gatehouse Discord/ }, patient)
    expect(discord.getAttribute("target")).toBe("_blank")
    expect(discord.getAttribute("rel")).toBe("noopener noreferrer")
    expect(screen.getByRole("img", { name: "Discord" })).toBeTruthy()
    const news = screen.getByRole("link", { name: "Visit Latest news" })
    expect(news.getAttribute("target")).toBeNull()
    fireEvent.click(news)
    await waitFor(() => expect(portal.currentPath()).toBe("/news"))
  })
})
