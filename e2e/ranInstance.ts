// The product started with the RAN game link (playwright.config.ts): where it answers, waiting for
// it, and what its administrator sets up before a journey.
import type { CharacterServiceKind, ServiceCurrency } from "@gatehouse/domain"
import { expect, request } from "@playwright/test"
import { databaseAnswers } from "../scripts/lib/postgres.ts"
import { demoStaff } from "./accounts.ts"

/** The RAN-linked product's address; the specs that use it make it their baseURL. */
export const ranURL = (): string => {
  const url = process.env.E2E_RAN_URL
  if (!url) throw new Error("E2E_RAN_URL is not set (playwright.config.ts sets it)")
  return url
}

/**
 * Why the RAN-linked journeys cannot run here, or undefined when they can: outside CI, a machine
 * with no PostgreSQL skips them (as `npm test` skips the server's PostgreSQL pass); CI has one.
 */
export const ranUnavailable = async (): Promise<string | undefined> => {
  const url = process.env.E2E_RAN_GAME_DATABASE_URL ?? ""
  if (process.env.CI === "true" || (await databaseAnswers(url))) return undefined
  return `no PostgreSQL answers at ${new URL(url).host} for the game's databases`
}

/**
 * Waits until the RAN-linked product answers. Playwright starts it without waiting (the config gives
 * it no URL), so it starts beside the main product instead of after it; its journeys wait here.
 */
export const waitForRanInstance = async (timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs
  let last = "no answer yet"
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${ranURL()}/`)
      if (response.ok) return
      last = `HTTP ${response.status}`
    } catch (error) {
      last = String(error)
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(
    `The RAN-linked product at ${ranURL()} did not answer within ${timeoutMs / 1000} s (${last}); its own output (scripts/e2e-ran-server.ts) says why`,
  )
}

/**
 * Switches a service on with a price and no cooldown, as an administrator does on the console's
 * Character services page. Every journey sets the same offer, so journeys running at once agree on it.
 */
export const offerService = async (offer: {
  readonly service: CharacterServiceKind
  readonly currency: ServiceCurrency
  readonly price: number
}): Promise<void> => {
  const octet = () => Math.floor(Math.random() * 254) + 1
  const api = await request.newContext({
    baseURL: ranURL(),
    // An address of its own, so the administrator's logins of journeys running at once stay under
    // the per-address login limit; and a connection of its own, so no session reaches the player's browser.
    extraHTTPHeaders: { "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` },
  })
  try {
    const login = await api.post("/api/processlogin", {
      data: { UserID: demoStaff.userId, UserPass: demoStaff.password },
    })
    expect(login.status(), await login.text()).toBe(200)
    const token = ((await login.json()) as { data: { token: string } }).data.token
    const saved = await api.post("/api/staff/characterservices/update", {
      headers: { Authorization: `Bearer ${token}`, "X-Requested-With": "XMLHttpRequest" },
      data: { ...offer, enabled: true, cooldownHours: 0 },
    })
    expect(saved.status(), await saved.text()).toBe(200)
  } finally {
    await api.dispose()
  }
}
