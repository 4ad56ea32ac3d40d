import type { MemberSession } from "@gatehouse/domain"
import { emptyTopUpPackageDraft } from "@gatehouse/ui/console"
import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import {
  amountMessage,
  formErrorsOf,
  payloadOfDraft,
  typedCents,
} from "../src/console/payments/packageDraft.ts"
import { paymentFiltersOf, paymentsQueryOf } from "../src/console/payments/paymentFilters.ts"
import { playerSession } from "./fixtures.ts"
import { renderPortal } from "./renderPortal.tsx"

/** The first wait includes loading the console's chunk, slow on a busy machine. */
const patient = { timeout: 5000 }

const administratorSession: MemberSession = { ...playerSession, token: "token-admin", userType: 20 }

const heldPayment = {
  id: "0a9b8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d",
  userId: "sunblade",
  provider: "xendit",
  providerPaymentId: "inv_65a1f0c2d3",
  packageName: "Starter Pouch",
  methodLabel: "Cash at 7-Eleven",
  amountCentavos: 10_000,
  currency: "PHP",
  rcoinCents: 10_000,
  state: "held",
  problem: "Paid PHP 50.00, but the package costs PHP 100.00: not credited.",
  shortfallCents: 0,
  createdAt: "2026-11-21T10:00:00.000Z",
  paidAt: null,
  settledAt: null,
}

describe("the Payments page's package form", () => {
  it("reads amounts exactly, to the centavo, with or without thousands separators", () => {
    expect(typedCents("1,250.5")).toBe(125_050)
    expect(typedCents(" 20 ")).toBe(2_000)
    expect(typedCents("0.07")).toBe(7)
    for (const typed of ["", "12.345", "-5", "1e3", "abc"]) expect(typedCents(typed)).toBeUndefined()
  })

  it("sends a package in centavos and cents, or says what is wrong beside each field, as the server would", () => {
    const draft = {
      name: " Guild Vault ",
      price: "2,500",
      rcoin: "2500",
      bonus: "400.50",
      sortOrder: "3",
      onSale: false,
    }
    expect(payloadOfDraft(draft)).toEqual(
      Result.succeed({
        name: "Guild Vault",
        priceCentavos: 250_000,
        rcoinCents: 250_000,
        bonusCents: 40_050,
        onSale: false,
        sortOrder: 3,
      }),
    )
    const refused = payloadOfDraft({ ...emptyTopUpPackageDraft, price: "19.99", rcoin: "lots" })
    expect(Result.isFailure(refused) && refused.failure).toEqual({
      name: "Give the package a name.",
      price: "The price is ₱20.00 to ₱100,000.00.",
      rcoin: amountMessage,
    })
    expect(formErrorsOf({ priceCentavos: ["The price is ₱20.00 to ₱100,000.00."], name: ["x"] })).toEqual({
      price: "The price is ₱20.00 to ₱100,000.00.",
      name: "x",
    })
  })

  it("takes from an address only the filters the list can use", () => {
    const filters = paymentFiltersOf(
      new URLSearchParams("state=held&provider=paypal&from=2026-11-01&to=soon&user=sun"),
    )
    expect(filters).toEqual({ state: "held", provider: "", user: "sun", from: "2026-11-01", to: "" })
    expect(paymentsQueryOf(filters, 2)).toEqual({ page: 2, state: "held", user: "sun", from: "2026-11-01" })
  })
})

describe("the console's Payments page", () => {
  it("lists packages and the address's payments, and adds a package in centavos", async () => {
    const user = userEvent.setup()
    const portal = renderPortal({
      at: "/staff/payments?state=held&from=2026-11-01&page=2",
      session: administratorSession,
      api: {
        "GET /staff/payments/revenue": { status: 200, body: { days: [] } },
        "GET /staff/payments/packages": { status: 200, body: { data: [] } },
        "GET /staff/payments/list": { status: 200, body: { data: [heldPayment], page: 2, pageCount: 2 } },
        "POST /staff/payments/packages/create": {
          status: 200,
          body: {
            message: 'Package "Guild Vault" added.',
            package: {
              id: 4,
              name: "Guild Vault",
              priceCentavos: 250_000,
              rcoinCents: 250_000,
              bonusCents: 0,
              onSale: true,
              sortOrder: 0,
              createdAt: "2026-11-28T00:00:00.000Z",
              updatedAt: "2026-11-28T00:00:00.000Z",
            },
          },
        },
      },
    })
    const table = await screen.findByRole("table", { name: "Payments" }, patient)
    expect(within(table).getByText("sunblade")).toBeTruthy()
    const list = portal.calls.find((seen) => seen.path === "/staff/payments/list")
    expect(list?.authorization).toBe("Bearer token-admin")
    expect(Object.fromEntries(list?.query ?? [])).toEqual({ state: "held", from: "2026-11-01", page: "2" })

    const form = within(screen.getByRole("form", { name: "New package" }))
    await user.type(form.getByRole("textbox", { name: "Name" }), "Guild Vault")
    await user.type(form.getByRole("textbox", { name: /Price/ }), "2500")
    await user.type(form.getByRole("textbox", { name: /^R-Coin/ }), "2500")
    await user.click(form.getByRole("button", { name: "Save package" }))
    expect((await screen.findByRole("status", {}, patient)).textContent).toBe('Package "Guild Vault" added.')
    const created = portal.calls.find((seen) => seen.path === "/staff/payments/packages/create")
    expect(created?.body).toEqual({
      name: "Guild Vault",
      priceCentavos: 250_000,
      rcoinCents: 250_000,
      bonusCents: 0,
      onSale: true,
      sortOrder: 0,
    })
  })
})
