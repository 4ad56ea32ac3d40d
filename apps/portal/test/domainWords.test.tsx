import { actionErrorTitle, networkErrorMessage, unknownErrorMessage } from "@gatehouse/api-client"
import { act, render, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { memoryLocation } from "wouter/memory-location"
import { App } from "../src/app/App.tsx"
import { filipinoCatalogue } from "../src/app/catalogues/filipino.ts"
import { english, type Spoken } from "../src/app/LanguageChoice.tsx"
import { servicesOn } from "./portalServices.ts"
import { findAlert } from "./renderPortal.tsx"

const filipino: Spoken = { language: "fil", catalogue: filipinoCatalogue }

/** The portal at an address, speaking one language from the start. */
const portalIn = (spoken: Spoken, at: string) => {
  const location = memoryLocation({ path: at, record: true })
  const { services } = servicesOn({}, (to) => location.navigate(to))
  render(<App services={services} location={location} spoken={spoken} />)
  return services
}

/** The first wait includes loading the screen's chunk, slow on a busy machine. */
const patient = { timeout: 5000 }

describe("the domain's words in the portal", () => {
  it("title a Filipino page with its section's Filipino name", async () => {
    portalIn(filipino, "/shoppingcart")
    await waitFor(() => expect(document.title).toBe("Cart | Gatehouse"), patient)
  })

  it("keep the English title in English", async () => {
    portalIn(english, "/shoppingcart")
    await waitFor(() => expect(document.title).toBe("Shopping Cart | Gatehouse"), patient)
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
})
