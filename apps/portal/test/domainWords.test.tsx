import { actionErrorTitle, networkErrorMessage, unknownErrorMessage } from "@gatehouse/api-client"
import { characterServiceMessages, type Session } from "@gatehouse/domain"
import { act, render, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { memoryLocation } from "wouter/memory-location"
import { App } from "../src/app/App.tsx"
import { filipinoCatalogue } from "../src/app/catalogues/filipino.ts"
import { english, type Spoken } from "../src/app/LanguageChoice.tsx"
import type { FakeRoutes } from "./fakeApi.ts"
import { playerSession } from "./fixtures.ts"
import { servicesOn } from "./portalServices.ts"
import { findAlert } from "./renderPortal.tsx"

const filipino: Spoken = { language: "fil", catalogue: filipinoCatalogue }

/** The portal at an address, speaking one language from the start. */
const portalIn = (spoken: Spoken, at: string, api: FakeRoutes = {}, session?: Session) => {
  const location = memoryLocation({ path: at, record: true })
  const { services } = servicesOn(api, (to) => location.navigate(to))
  if (session !== undefined) services.session.set(session)
  render(<App services={services} location={location} spoken={spoken} />)
  return services
}

/** The first wait includes loading the screen's chunk, slow on a busy machine. */
const patient = { timeout: 5000 }

describe("the domain's words in the portal", () => {
  it("title a Filipino page with its section's Filipino name", async () => {
    // A page a guest may open: a player's page (the cart) sends a guest to the login page, whose
    // title would replace its own as soon as the session is read.
    portalIn(filipino, "/gamesystem")
    await waitFor(() => expect(document.title).toBe("Sistema ng Laro | Gatehouse"), patient)
  })

  it("keep the English title in English", async () => {
    portalIn(english, "/gamesystem")
    await waitFor(() => expect(document.title).toBe("Game System | Gatehouse"), patient)
  })

  it("tell a failed call in Filipino, its status kept", async () => {
    const services = portalIn(filipino, "/")
    act(() => void services.handlers.alert(actionErrorTitle, unknownErrorMessage(503)))
    const alert = await findAlert()
    expect(within(alert).getByText("Hindi kilalang error : Status 503")).toBeTruthy()
    expect(within(alert).getByText("MAY ERROR!")).toBeTruthy()
  })

  it("tell a failed call in English as the spec spells it", async () => {
    const services = portalIn(english, "/")
    act(() => void services.handlers.alert(undefined, networkErrorMessage))
    const alert = await findAlert()
    expect(within(alert).getByText("Network error. Please check your connection.")).toBeTruthy()
    expect(screen.queryByText("May problema sa network. Pakitingnan ang iyong koneksyon.")).toBeNull()
  })

  it("name a character service and tell its refund in Filipino", async () => {
    portalIn(filipino, "/characterservices", { "GET /characterservices": servicesView }, playerSession)
    expect(await screen.findByRole("rowheader", { name: "I-reset ang stats" }, patient)).toBeTruthy()
    expect(
      screen.getByText(
        "Walang nagastos na stat points ang character na ito, kaya walang ire-reset. Walang binago, at ibinalik ang bayad.",
      ),
    ).toBeTruthy()
  })

  it("head the home page's events in Filipino", async () => {
    portalIn(filipino, "/", { "GET /getevents": { status: 200, body: { events: [] } } })
    const events = await screen.findByRole("region", { name: "Mga Paparating na Event" }, patient)
    expect(
      await within(events).findByText("Walang naka-schedule na event sa ngayon.", {}, patient),
    ).toBeTruthy()
  })
})

/** GET /characterservices: a linked game, no characters, and one reset given back. */
const servicesView = {
  status: 200,
  body: {
    gameLinked: true,
    services: [],
    characters: [],
    loginStuck: false,
    accountFixUntil: null,
    recent: [
      {
        id: "use-1",
        service: "resetStats",
        characterName: "Aria",
        detail: "",
        currency: "rcoin",
        price: 50,
        state: "refunded",
        reason: characterServiceMessages.nothingToReset,
        usedAt: "2026-11-21T13:05:07.000Z",
      },
    ],
  },
}
