import { characterServiceMessages, isLoggedIn } from "@gatehouse/domain"
import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"
import type { FakeReply } from "./fakeApi.ts"
import { playerSession } from "./fixtures.ts"
import { renderPortal } from "./renderPortal.tsx"

const aria = {
  chaNum: 1001,
  name: "Aria",
  classCode: 2,
  school: 0,
  level: 187,
  online: false,
  inClub: false,
  stats: {
    power: 320,
    vitality: 180,
    stamina: 150,
    spirit: 40,
    dexterity: 210,
    intelligence: 20,
    unspent: 0,
  },
  cooldownUntil: {},
}

/** Aria after a reset: every point unspent, and reset stats on cooldown for a week. */
const ariaReset = {
  ...aria,
  stats: { power: 0, vitality: 0, stamina: 0, spirit: 0, dexterity: 0, intelligence: 0, unspent: 920 },
  cooldownUntil: { resetStats: "2026-11-28T13:05:07.000Z" },
}

/** GET /characterservices: reset stats for 50 R-Coin, and the given characters and recent uses. */
const view = (characters: ReadonlyArray<unknown>, recent: ReadonlyArray<unknown> = []): FakeReply => ({
  status: 200,
  body: {
    gameLinked: true,
    services: [
      { service: "resetStats", enabled: true, currency: "rcoin", price: 50, cooldownHours: 168, setUp: true },
      { service: "rename", enabled: true, currency: "milleage", price: 10, cooldownHours: 0, setUp: true },
    ],
    characters,
    loginStuck: false,
    accountFixUntil: null,
    recent,
  },
})

const resetUse = {
  id: "use-1",
  service: "resetStats",
  characterName: "Aria",
  detail: "",
  currency: "rcoin",
  price: 50,
  state: "done",
  reason: null,
  usedAt: "2026-11-21T13:05:07.000Z",
}

/** Answers the given replies in turn, the last one from then on. */
const inTurn = (...replies: ReadonlyArray<FakeReply>) => {
  let next = 0
  return () => replies[Math.min(next++, replies.length - 1)] as FakeReply
}

const balancesOf = (portal: ReturnType<typeof renderPortal>) => {
  const session = portal.services.session.getSnapshot()
  return isLoggedIn(session) ? [session.user.UserPoint, session.user.UserPoint2] : null
}

/** Presses Use on a service of Aria's and answers the dialog it opens. */
const openDialog = async (service: string) => {
  const card = within(await screen.findByRole("region", { name: "Aria" }))
  await userEvent.click(card.getByRole("button", { name: `Use ${service} for Aria` }))
  return within(await screen.findByRole("dialog", { name: service }))
}

describe("the Character Services page", () => {
  it("sends a guest to the login page", async () => {
    const portal = renderPortal({ at: "/characterservices" })
    await vi.waitFor(() => expect(portal.currentPath()).toBe("/login"))
    expect(portal.calls.filter((call) => call.path === "/characterservices")).toEqual([])
  })

  it("shows the player's characters with the services on offer", async () => {
    renderPortal({
      at: "/characterservices",
      session: playerSession,
      api: { "GET /characterservices": view([aria]) },
    })
    const card = within(await screen.findByRole("region", { name: "Aria" }))
    expect(card.getByText("Swordsman · Sacred Gate · Level 187")).toBeTruthy()
    expect(card.getByRole("button", { name: "Use Reset stats for Aria" })).toBeTruthy()
    await vi.waitFor(() => expect(document.title).toBe("Character Services | Gatehouse"))
  })

  it("uses a service: the answer told in the dialog, the card, the recent services and the balances updated", async () => {
    const message = characterServiceMessages.done.resetStats
    const portal = renderPortal({
      at: "/characterservices",
      session: playerSession,
      api: {
        "GET /characterservices": inTurn(view([aria]), view([ariaReset], [resetUse])),
        "POST /characterservices/use": {
          status: 200,
          body: { message, character: ariaReset, userPoints: 100, userPoints2: 20 },
        },
      },
    })
    const dialog = await openDialog("Reset stats")
    await userEvent.click(dialog.getByRole("button", { name: "Reset stats" }))
    expect((await dialog.findByRole("status")).textContent).toBe(message)
    const use = portal.calls.find((call) => call.path === "/characterservices/use")
    expect(use?.body).toEqual({ service: "resetStats", chaNum: 1001 })
    expect(balancesOf(portal)).toEqual([100, 20])
    const card = within(screen.getByRole("region", { name: "Aria" }))
    expect(card.getByText("Unspent points").nextElementSibling?.textContent).toBe("920")
    expect(card.queryByRole("button", { name: "Use Reset stats for Aria" })).toBeNull()
    expect(within(screen.getByRole("table", { name: "Recent services" })).getByText("Done")).toBeTruthy()
    expect(portal.services.dialogs.getCurrent()).toBeNull()
  })

  it("shows the character as the answer has it, when the page cannot be read again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {})
    renderPortal({
      at: "/characterservices",
      session: playerSession,
      api: {
        "GET /characterservices": inTurn(view([aria]), { status: 500, body: { message: "Try later" } }),
        "POST /characterservices/use": {
          status: 200,
          body: {
            message: characterServiceMessages.done.resetStats,
            character: ariaReset,
            userPoints: 100,
            userPoints2: 20,
          },
        },
      },
    })
    const dialog = await openDialog("Reset stats")
    await userEvent.click(dialog.getByRole("button", { name: "Reset stats" }))
    await dialog.findByRole("button", { name: "Close" })
    const card = within(screen.getByRole("region", { name: "Aria" }))
    expect(card.getByText("Unspent points").nextElementSibling?.textContent).toBe("920")
    vi.restoreAllMocks()
  })

  it("tells a refusal in the dialog alone, and changes nothing", async () => {
    const portal = renderPortal({
      at: "/characterservices",
      session: playerSession,
      api: {
        "GET /characterservices": view([aria]),
        "POST /characterservices/use": { status: 409, body: { message: characterServiceMessages.nameTaken } },
      },
    })
    const dialog = await openDialog("Rename")
    await userEvent.type(dialog.getByRole("textbox", { name: "New name" }), "Arianne{Enter}")
    expect((await dialog.findByRole("alert")).textContent).toBe(characterServiceMessages.nameTaken)
    const use = portal.calls.find((call) => call.path === "/characterservices/use")
    expect(use?.body).toEqual({ service: "rename", chaNum: 1001, name: "Arianne" })
    expect(balancesOf(portal)).toEqual([150, 20])
    expect(portal.services.dialogs.getCurrent()).toBeNull()
    expect(dialog.getByRole("button", { name: "Rename" })).toBeTruthy()
  })
})
