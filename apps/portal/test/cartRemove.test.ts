import { CartRow } from "@gatehouse/domain"
import { afterEach, describe, expect, it, vi } from "vitest"
import { removeRow } from "../src/economy/cartActions.ts"
import { playerSession } from "./fixtures.ts"
import { perform, servicesOn } from "./portalServices.ts"

const row = new CartRow({
  seq: 7,
  quantity: 3,
  isChecked: 1,
  shopitem: { ProductNum: 107, ItemName: "Elixir", price: 15, image_url: null, section: 1 },
} as CartRow)

afterEach(() => {
  vi.restoreAllMocks()
  window.localStorage.clear()
})

describe("taking a row out of the cart", () => {
  it("asks the server to remove that row, named by its seq and product, and shows no dialog", async () => {
    const { services, calls } = servicesOn({
      "POST /removecartitem": { status: 200, body: { message: "Item removed from your cart." } },
      "GET /shopcart": { status: 200, body: [] },
    })
    services.session.set(playerSession)
    await perform(services, removeRow(services, row))
    expect(calls.filter((call) => call.path === "/removecartitem").map((call) => call.body)).toEqual([
      { seq: 7, ProductNum: 107 },
    ])
    expect(services.dialogs.getCurrent()).toBeNull()
  })

  it("logs a refusal only (spec §8: failed cart operations are logged)", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {})
    const { services } = servicesOn({
      "POST /removecartitem": { status: 404, body: { message: "This item is not in your cart." } },
      "GET /shopcart": { status: 200, body: [] },
    })
    services.session.set(playerSession)
    await perform(services, removeRow(services, row))
    expect(logged).toHaveBeenCalled()
    expect(services.dialogs.getCurrent()).toBeNull()
  })
})
