import { administratorsOnlyMessage, type MemberSession } from "@gatehouse/domain"
import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import {
  payloadOfServiceDraft,
  serviceOfferMessages,
} from "../src/console/characterServices/serviceOfferDraft.ts"
import { amountMessage } from "../src/console/payments/packageDraft.ts"
import type { FakeReply, SeenCall } from "./fakeApi.ts"
import { playerSession } from "./fixtures.ts"
import { renderPortal } from "./renderPortal.tsx"

/** The first wait includes loading the console's chunk, slow on a busy machine. */
const patient = { timeout: 5000 }

const administratorSession: MemberSession = { ...playerSession, token: "token-admin", userType: 20 }

const offers = [
  { service: "resetStats", enabled: true, currency: "rcoin", price: 150, cooldownHours: 168, setUp: true },
  { service: "changeSchool", enabled: true, currency: "rcoin", price: 500, cooldownHours: 720, setUp: false },
  { service: "unstuck", enabled: true, currency: "free", price: 0, cooldownHours: 1, setUp: false },
  { service: "rename", enabled: false, currency: "milleage", price: 1250.5, cooldownHours: 0, setUp: true },
  { service: "accountFix", enabled: true, currency: "free", price: 0, cooldownHours: 0, setUp: true },
] as const

const draft = {
  service: "resetStats",
  enabled: true,
  currency: "rcoin",
  price: "99.5",
  cooldownHours: "24",
} as const

describe("a character service's form", () => {
  it("sends the price exactly as typed and the cooldown in hours", () => {
    expect(payloadOfServiceDraft(draft)).toEqual(
      Result.succeed({
        service: "resetStats",
        enabled: true,
        currency: "rcoin",
        price: 99.5,
        cooldownHours: 24,
      }),
    )
    expect(payloadOfServiceDraft({ ...draft, price: "1,250.05" })).toEqual(
      Result.succeed(expect.objectContaining({ price: 1250.05 })),
    )
  })

  it("leaves to the server the price rules it words itself (more than 0, whole coins with the game link)", () => {
    expect(payloadOfServiceDraft({ ...draft, price: "0.00" })).toEqual(
      Result.succeed(expect.objectContaining({ currency: "rcoin", price: 0 })),
    )
  })

  it("sends a free service at 0, whatever price was typed before", () => {
    expect(payloadOfServiceDraft({ ...draft, currency: "free", price: "oops" })).toEqual(
      Result.succeed(expect.objectContaining({ currency: "free", price: 0 })),
    )
  })

  it("says what is wrong beside each field instead of sending it", () => {
    const failureOf = (typed: Partial<typeof draft> | Record<string, string>) => {
      const checked = payloadOfServiceDraft({ ...draft, ...typed })
      return Result.isFailure(checked) ? checked.failure : undefined
    }
    expect(failureOf({ price: "12.345", cooldownHours: "1.5" })).toEqual({
      price: amountMessage,
      cooldownHours: serviceOfferMessages.cooldown,
    })
    expect(failureOf({ price: "2000000" })).toEqual({ price: serviceOfferMessages.priceAtMost })
    expect(failureOf({ cooldownHours: "9000" })).toEqual({ cooldownHours: serviceOfferMessages.cooldown })
    expect(failureOf({ cooldownHours: "" })).toEqual({ cooldownHours: serviceOfferMessages.cooldown })
  })
})

const unpriced = "A service paid in R-Coin or Milleage needs a price above 0."

/**
 * A server that keeps what it is sent; it refuses a price of 0 as the real one does (beside the
 * field), and account fix as if the administrator had lost the level meanwhile.
 */
const offerServer = () => {
  let services: ReadonlyArray<Record<string, unknown>> = offers
  return {
    "GET /staff/characterservices": () => ({ status: 200, body: { gameLinked: false, services } }),
    "POST /staff/characterservices/update": (call: SeenCall): FakeReply => {
      const sent = call.body as Record<string, unknown>
      if (sent.service === "accountFix") return { status: 403, body: { message: administratorsOnlyMessage } }
      if (sent.currency !== "free" && sent.price === 0)
        return { status: 400, body: { message: unpriced, errors: { price: [unpriced] } } }
      services = services.map((offer) => (offer.service === sent.service ? { ...offer, ...sent } : offer))
      return { status: 200, body: { gameLinked: false, services } }
    },
  }
}

describe("the console's Character services page", () => {
  it("is listed for administrators, and saves one service while the others keep what is typed", async () => {
    const user = userEvent.setup()
    const portal = renderPortal({
      at: "/staff/characterservices",
      session: administratorSession,
      api: offerServer(),
    })
    const reset = within(await screen.findByRole("form", { name: "Reset stats" }, patient))
    const nav = screen.getByRole("navigation", { name: "Staff console" })
    expect(within(nav).getByRole("link", { name: "Character services" }).getAttribute("href")).toBe(
      "/staff/characterservices",
    )
    expect(screen.getByText(/this server has no game link/)).toBeTruthy()
    expect(screen.getAllByText(/GAME_SCHOOL_START_MAPS/)).toHaveLength(2)

    const rename = within(screen.getByRole("form", { name: "Rename" }))
    await user.clear(rename.getByRole("textbox", { name: "Cooldown (hours)" }))
    await user.type(rename.getByRole("textbox", { name: "Cooldown (hours)" }), "48")

    await user.clear(reset.getByRole("textbox", { name: "Price" }))
    await user.type(reset.getByRole("textbox", { name: "Price" }), "99.50")
    await user.click(reset.getByRole("button", { name: "Save Reset stats" }))
    // A saved card starts again from what the server holds: found anew.
    expect(
      await screen.findByText("Reset stats saved: on, 99.50 R-Coin, once every 168 hours.", {}, patient),
    ).toBeTruthy()
    const saved = within(screen.getByRole("form", { name: "Reset stats" }))
    const sent = portal.calls.find((seen) => seen.path === "/staff/characterservices/update")
    expect(sent?.authorization).toBe("Bearer token-admin")
    expect(sent?.body).toEqual({
      service: "resetStats",
      enabled: true,
      currency: "rcoin",
      price: 99.5,
      cooldownHours: 168,
    })
    expect(saved.getByRole("textbox", { name: "Price" })).toHaveProperty("value", "99.50")
    expect(rename.getByRole("textbox", { name: "Cooldown (hours)" })).toHaveProperty("value", "48")
  })

  it("shows a refused price beside it, and keeps what was typed on every card", async () => {
    const user = userEvent.setup()
    renderPortal({ at: "/staff/characterservices", session: administratorSession, api: offerServer() })
    const reset = within(await screen.findByRole("form", { name: "Reset stats" }, patient))
    const rename = within(screen.getByRole("form", { name: "Rename" }))
    await user.click(rename.getByRole("switch", { name: "Offered to players" }))
    await user.clear(reset.getByRole("textbox", { name: "Price" }))
    await user.type(reset.getByRole("textbox", { name: "Price" }), "0")
    await user.click(reset.getByRole("button", { name: "Save Reset stats" }))
    expect(await reset.findByText(unpriced, {}, patient)).toBeTruthy()
    expect(reset.getByRole("textbox", { name: "Price" }).getAttribute("aria-invalid")).toBe("true")
    expect(reset.getByRole("textbox", { name: "Price" })).toHaveProperty("value", "0")
    expect(rename.getByRole("switch", { name: "Offered to players" })).toHaveProperty("checked", true)
    expect(screen.queryByRole("alertdialog")).toBeNull()
  })

  it("tells a refusal that names no field on its card, not in a dialog", async () => {
    const user = userEvent.setup()
    renderPortal({ at: "/staff/characterservices", session: administratorSession, api: offerServer() })
    const fix = within(await screen.findByRole("form", { name: "Account fix" }, patient))
    await user.click(fix.getByRole("switch", { name: "Offered to players" }))
    await user.click(fix.getByRole("button", { name: "Save Account fix" }))
    expect((await fix.findByRole("alert", {}, patient)).textContent).toBe(administratorsOnlyMessage)
    expect(screen.queryByRole("alertdialog")).toBeNull()
    expect(fix.getByRole("switch", { name: "Offered to players" })).toHaveProperty("checked", false)
  })
})
