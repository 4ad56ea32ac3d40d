import { delays, isLoggedIn, paymentStateLabels, topUpPaymentHref } from "@gatehouse/domain"
import { paymentNotFoundText } from "@gatehouse/ui"
import { act, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { afterEach, describe, expect, it, vi } from "vitest"
import { PortalServicesProvider } from "../src/app/PortalServices.tsx"
import { useQuery } from "../src/data/useQuery.ts"
import { payTopUp } from "../src/economy/payTopUp.ts"
import { paymentQuery, topUpCatalogQuery } from "../src/economy/topUpQueries.ts"
import { usePaymentRecheck } from "../src/economy/usePaymentRecheck.ts"
import type { FakeReply } from "./fakeApi.ts"
import { playerSession } from "./fixtures.ts"
import { perform, servicesOn } from "./portalServices.ts"
import { renderPortal } from "./renderPortal.tsx"

const paymentId = "0b7e5c1a-3f2d-4c8e-9a61-2d4f8b1c7e90"
const paymentPath = `/topup/payments/${paymentId}`

/** The payment as GET /topup/payments/:id answers it. */
const paymentAnswer = (state: string, userPoints = 150): FakeReply => ({
  status: 200,
  body: {
    id: paymentId,
    provider: "paymongo",
    methodLabel: "GCash",
    packageName: "Adventurer Chest",
    amountCentavos: 50_000,
    currency: "PHP",
    rcoinCents: 55_000,
    state,
    createdAt: "2026-11-22T01:09:31.135Z",
    userPoints,
    userPoints2: 20,
  },
})

const catalog = (withMethods: boolean): FakeReply => ({
  status: 200,
  body: {
    packages: withMethods
      ? [{ id: 2, name: "Adventurer Chest", priceCentavos: 50_000, rcoinCents: 50_000, bonusCents: 5_000 }]
      : [],
    methods: withMethods ? [{ provider: "paymongo", code: "gcash", label: "GCash" }] : [],
  },
})

/** Answers the given replies in turn, the last one from then on. */
const inTurn = (...replies: ReadonlyArray<FakeReply>) => {
  let next = 0
  return () => replies[Math.min(next++, replies.length - 1)] as FakeReply
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** The payment as its page reads it, asked again as its page does. */
const WatchedPayment = () => {
  const query = paymentQuery(paymentId)
  const { state } = useQuery(query)
  usePaymentRecheck(query, state)
  return <p>{state.status === "loaded" ? (state.value?.state ?? "none") : state.status}</p>
}

describe("asking about a payment again", () => {
  const watch = async (...replies: ReadonlyArray<FakeReply>) => {
    vi.useFakeTimers()
    const { services, calls } = servicesOn({ [`GET ${paymentPath}`]: inTurn(...replies) })
    services.session.set(playerSession)
    const view = render(
      <PortalServicesProvider services={services}>
        <WatchedPayment />
      </PortalServicesProvider>,
    )
    const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
    await later(0)
    return {
      shown: () => view.container.textContent,
      asks: () => calls.filter((call) => call.path === paymentPath).length,
      later,
    }
  }

  it("asks every few seconds while the payment waits, and stops once it is credited", async () => {
    const payment = await watch(paymentAnswer("waiting"), paymentAnswer("waiting"), paymentAnswer("credited"))
    expect(payment.shown()).toBe("waiting")
    expect(payment.asks()).toBe(1)

    await payment.later(delays.paymentRecheckMs - 1)
    expect(payment.asks()).toBe(1)
    await payment.later(1)
    expect(payment.asks()).toBe(2)
    expect(payment.shown()).toBe("waiting")

    await payment.later(delays.paymentRecheckMs)
    expect(payment.asks()).toBe(3)
    expect(payment.shown()).toBe("credited")

    await payment.later(delays.paymentRecheckMs * 5)
    expect(payment.asks()).toBe(3)
  })

  it("keeps asking about an expired payment, which can still be paid late", async () => {
    const payment = await watch(paymentAnswer("expired"), paymentAnswer("expired"), paymentAnswer("credited"))
    await payment.later(delays.paymentRecheckMs * 2)
    expect(payment.shown()).toBe("credited")
    expect(payment.asks()).toBe(3)
  })

  it("keeps asking after an ask failed, showing the payment as it last stood", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {})
    const payment = await watch(
      paymentAnswer("waiting"),
      { status: 500, body: { message: "Try later" } },
      paymentAnswer("credited"),
    )
    await payment.later(delays.paymentRecheckMs)
    expect(payment.asks()).toBe(2)
    expect(payment.shown()).toBe("waiting")
    await payment.later(delays.paymentRecheckMs)
    expect(payment.shown()).toBe("credited")
  })

  it("never asks about a settled payment, or one the player does not have", async () => {
    for (const reply of [paymentAnswer("failed"), { status: 404, body: { message: "No such payment" } }]) {
      const payment = await watch(reply)
      await payment.later(delays.paymentRecheckMs * 3)
      expect(payment.asks()).toBe(1)
      vi.useRealTimers()
    }
  })
})

describe("paying", () => {
  const choice = { packageId: 2, provider: "paymongo", method: "gcash" } as const

  it("makes the payment and sends the player to the gateway's page", async () => {
    const { services, calls } = servicesOn({
      "POST /topup/pay": {
        status: 200,
        body: { paymentId, checkoutUrl: "https://checkout.paymongo.com/cs_test_1" },
      },
    })
    services.session.set(playerSession)
    const leave = vi.fn()
    await perform(services, payTopUp(services, choice, leave))
    expect(calls.find((call) => call.path === "/topup/pay")?.body).toEqual(choice)
    expect(leave).toHaveBeenCalledWith("https://checkout.paymongo.com/cs_test_1")
  })

  it("tells the server's words in 'ERROR!' when the gateway cannot be reached, and stays", async () => {
    const message = "PayMongo could not be reached. Nothing was charged. Please try again in a moment."
    const { services } = servicesOn({ "POST /topup/pay": { status: 409, body: { message } } })
    services.session.set(playerSession)
    const leave = vi.fn()
    void perform(services, payTopUp(services, choice, leave))
    await expect.poll(() => services.dialogs.getCurrent()).toMatchObject({ title: "ERROR!", message })
    expect(leave).not.toHaveBeenCalled()
  })

  it("follows only a web address", async () => {
    const { services } = servicesOn({
      "POST /topup/pay": { status: 200, body: { paymentId, checkoutUrl: "javascript:alert(1)" } },
    })
    services.session.set(playerSession)
    const leave = vi.fn()
    void perform(services, payTopUp(services, choice, leave))
    await expect.poll(() => services.dialogs.getCurrent()).toMatchObject({ title: "ERROR!" })
    expect(leave).not.toHaveBeenCalled()
  })
})

describe("the Top Up page", () => {
  it("is the redeem form alone when the server takes no payments", async () => {
    const portal = renderPortal({
      at: "/topup",
      session: playerSession,
      api: { "GET /topup/packages": catalog(false) },
    })
    expect(await screen.findByRole("region", { name: "Load R-COINS" })).toBeTruthy()
    await vi.waitFor(() => expect(portal.services.queries.read(topUpCatalogQuery).status).toBe("loaded"))
    expect(screen.queryByRole("region", { name: "Pay online" })).toBeNull()
  })

  it("sends a guest to log in before any form is filled in", async () => {
    const portal = renderPortal({ at: "/topup", api: { "GET /topup/packages": catalog(true) } })
    await vi.waitFor(() => expect(portal.currentPath()).toBe("/login"))
    expect(screen.queryByRole("region", { name: "Pay online" })).toBeNull()
    expect(portal.calls.filter((call) => call.path === "/topup/packages")).toEqual([])
  })

  it("pays for the chosen package the chosen way, and stays busy while the gateway's page opens", async () => {
    // The test's browser cannot open another site; it says so on the console.
    vi.spyOn(console, "error").mockImplementation(() => {})
    const portal = renderPortal({
      at: "/topup",
      session: playerSession,
      api: {
        "GET /topup/packages": catalog(true),
        "POST /topup/pay": {
          status: 200,
          body: { paymentId, checkoutUrl: "https://checkout.paymongo.com/cs_test_1" },
        },
      },
    })
    const payOnline = within(await screen.findByRole("region", { name: "Pay online" }))
    await userEvent.click(payOnline.getByRole("radio", { name: /^Adventurer Chest/ }))
    await userEvent.click(payOnline.getByRole("radio", { name: "GCash" }))
    expect(payOnline.getByText(/Your balance after: 700\.00 R-Coin\.$/)).toBeTruthy()
    await userEvent.click(payOnline.getByRole("button", { name: "Pay" }))
    await vi.waitFor(() =>
      expect(portal.calls.find((call) => call.path === "/topup/pay")?.body).toEqual({
        packageId: 2,
        provider: "paymongo",
        method: "gcash",
      }),
    )
    await vi.waitFor(() =>
      expect(payOnline.getByRole("radio", { name: "GCash" })).toHaveProperty("disabled", true),
    )
  })
})

describe("the payment's page", () => {
  it("sends a guest to log in, and back to the payment after", async () => {
    const portal = renderPortal({ at: topUpPaymentHref(paymentId) })
    await vi.waitFor(() => expect(portal.currentPath()).toBe("/login"))
    expect(portal.calls.filter((call) => call.path === paymentPath)).toEqual([])
    expect(window.sessionStorage.getItem("gatehouse.returnAfterLogin")).toBe(topUpPaymentHref(paymentId))
    window.sessionStorage.clear()
  })

  it("says so when the player has no such payment", async () => {
    renderPortal({
      at: topUpPaymentHref(paymentId),
      session: playerSession,
      api: {
        [`GET ${paymentPath}`]: {
          status: 404,
          body: { message: "There is no such payment on your account." },
        },
      },
    })
    expect(await screen.findByText(paymentNotFoundText)).toBeTruthy()
  })

  it("shows a credited payment and puts the new balance in the session", async () => {
    const portal = renderPortal({
      at: topUpPaymentHref(paymentId),
      session: playerSession,
      api: { [`GET ${paymentPath}`]: paymentAnswer("credited", 700) },
    })
    const status = await screen.findByText(`${paymentStateLabels.credited}.`)
    expect(status.closest("[role=status]")?.textContent).toContain("550.00 R-Coin was added to your balance.")
    await vi.waitFor(() => {
      const session = portal.services.session.getSnapshot()
      expect(isLoggedIn(session) ? session.user.UserPoint : null).toBe(700)
    })
    expect(screen.getByRole("link", { name: "Back to the Item Shop" }).getAttribute("href")).toBe("/itemshop")
  })
})
