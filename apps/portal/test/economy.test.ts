import { historyEndpoints } from "@gatehouse/api-client"
import { CartRow, isLoggedIn, validationMessages } from "@gatehouse/domain"
import { Result } from "effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import { apiQuery } from "../src/data/apiQuery.ts"
import { buyChecked, changeQuantity, toggleCheck } from "../src/economy/cartActions.ts"
import { cartQuery } from "../src/economy/cartQuery.ts"
import { redeemCode } from "../src/economy/redeemCode.ts"
import { addToCart, buyNow } from "../src/economy/shopActions.ts"
import { playerSession } from "./fixtures.ts"
import { perform, servicesOn } from "./portalServices.ts"

type Services = ReturnType<typeof servicesOn>["services"]

const loggedIn = (services: Services) => services.session.set(playerSession)

const balances = (services: Services) => {
  const session = services.session.getSnapshot()
  return isLoggedIn(session) ? [session.user.UserPoint, session.user.UserPoint2] : null
}

const row = (seq: number, quantity: number, isChecked: number) =>
  new CartRow({
    seq,
    quantity,
    isChecked,
    shopitem: { ProductNum: 100 + seq, ItemName: `Item ${seq}`, price: 10, image_url: null, section: 2 },
  } as CartRow)

/**
 * The cart as a screen shows it: watched in the query store and loaded once. Counts the cart loads
 * the fake server saw, so a test can tell the cart was asked again.
 */
const cartOnScreen = async (services: Services, calls: ReadonlyArray<{ readonly path: string }>) => {
  const query = cartQuery(42)
  if (query === null) throw new Error("a player has a cart")
  services.queries.subscribe(query, () => {})
  services.queries.ensure(query)
  const loads = () => calls.filter((call) => call.path === "/shopcart").length
  await expect.poll(loads).toBe(1)
  return { loads }
}

/** The first page of the purchase history as its screen shows it, counting its loads. */
const historyOnScreen = async (services: Services, calls: ReadonlyArray<{ readonly path: string }>) => {
  const query = apiQuery(historyEndpoints, "getShopPurchases", { page: 1 })
  services.queries.subscribe(query, () => {})
  services.queries.ensure(query)
  const loads = () => calls.filter((call) => call.path === "/shoppurchases").length
  await expect.poll(loads).toBe(1)
  return { loads }
}

afterEach(() => {
  vi.restoreAllMocks()
  window.localStorage.clear()
})

describe("redeeming a code", () => {
  it("asks a guest to log in and sends nothing", async () => {
    const { services, calls } = servicesOn()
    void perform(services, redeemCode(services, { CouponCode: "GATE-7Q2M-K9XD", ReferralCode: "" }))
    await expect
      .poll(() => services.dialogs.getCurrent())
      .toMatchObject({ message: validationMessages.loginToContinue })
    expect(calls.filter((call) => call.path === "/processCoupon")).toEqual([])
  })

  it("sends the code in upper case as the field shows it, stores the new balances and shows the server's message", async () => {
    const { services, calls } = servicesOn({
      "POST /processCoupon": {
        status: 200,
        body: {
          message: "Code GATE-X redeemed! 240.00 R-Coin added to your balance.",
          status: 1,
          couponcode: "GATE-X",
          userPoints: 250,
          userPoints2: 20,
        },
      },
    })
    loggedIn(services)
    const redeemed = perform(services, redeemCode(services, { CouponCode: "Gate-x", ReferralCode: " LUNA " }))
    await expect
      .poll(() => services.dialogs.getCurrent())
      .toMatchObject({
        title: "Success!",
        message: "Code GATE-X redeemed! 240.00 R-Coin added to your balance.",
      })
    services.dialogs.closeCurrent()
    expect(Result.isSuccess(await redeemed)).toBe(true)
    expect(calls.at(-1)?.body).toEqual({ CouponCode: "GATE-X", ReferralCode: "LUNA" })
    expect(balances(services)).toEqual([250, 20])
  })

  it("tells a refused code in a plain alert and keeps the balances", async () => {
    const { services } = servicesOn({
      "POST /processCoupon": {
        status: 409,
        body: { _tag: "Conflict", message: "This code has already been used." },
      },
    })
    loggedIn(services)
    const redeemed = perform(
      services,
      redeemCode(services, { CouponCode: "USED-DEMO-0001", ReferralCode: "" }),
    )
    await expect
      .poll(() => services.dialogs.getCurrent())
      .toMatchObject({ title: "Notice", message: "This code has already been used." })
    services.dialogs.closeCurrent()
    expect(Result.isFailure(await redeemed)).toBe(true)
    expect(balances(services)).toEqual([150, 20])
  })
})

describe("shop and cart", () => {
  it("buys now: new balances, the server's message, and the purchase history read again, not the cart", async () => {
    const { services, calls } = servicesOn({
      "POST /buyitem": {
        status: 200,
        body: { message: "Purchase successful!", userPoints: 30, userPoints2: 20 },
      },
      "GET /shopcart": { status: 200, body: [] },
      "GET /shoppurchases": {
        status: 200,
        body: { purchasehistory: [], prev_page: null, next_page: null, last_page: 1, lpm1: 0 },
      },
    })
    loggedIn(services)
    const cart = await cartOnScreen(services, calls)
    const history = await historyOnScreen(services, calls)
    const bought = perform(services, buyNow(services, 101))
    await expect.poll(() => services.dialogs.getCurrent()).toMatchObject({ message: "Purchase successful!" })
    services.dialogs.closeCurrent()
    expect(Result.isSuccess(await bought)).toBe(true)
    expect(balances(services)).toEqual([30, 20])
    expect(history.loads()).toBe(2)
    expect(cart.loads()).toBe(1)
  })

  it("tells a purchase beyond the balance and charges nothing", async () => {
    const { services } = servicesOn({
      "POST /buyitem": { status: 409, body: { _tag: "Conflict", message: "Not enough R-Coin." } },
    })
    loggedIn(services)
    const bought = perform(services, buyNow(services, 101))
    await expect.poll(() => services.dialogs.getCurrent()).toMatchObject({ message: "Not enough R-Coin." })
    services.dialogs.closeCurrent()
    expect(Result.isFailure(await bought)).toBe(true)
    expect(balances(services)).toEqual([150, 20])
  })

  it("adds to the cart, tells it without a dialog, and refetches the cart", async () => {
    const { services, calls } = servicesOn({
      "POST /addtocart": { status: 200, body: { message: "Added to cart." } },
      "GET /shopcart": { status: 200, body: [] },
    })
    loggedIn(services)
    const cart = await cartOnScreen(services, calls)
    const told: Array<string> = []
    await perform(
      services,
      addToCart(services, 101, (message) => told.push(message)),
    )
    expect(told).toEqual(["Added to cart."])
    expect(services.dialogs.getCurrent()).toBeNull()
    expect(calls.some((call) => call.path === "/addtocart")).toBe(true)
    expect(cart.loads()).toBe(2)
  })

  it("still tells a refused add to the cart in an alert", async () => {
    const { services } = servicesOn({
      "POST /addtocart": { status: 404, body: { _tag: "NotFound", message: "This item is no longer sold." } },
      "GET /shopcart": { status: 200, body: [] },
    })
    loggedIn(services)
    const told: Array<string> = []
    void perform(
      services,
      addToCart(services, 101, (message) => told.push(message)),
    )
    await expect
      .poll(() => services.dialogs.getCurrent())
      .toMatchObject({ message: "This item is no longer sold." })
    expect(told).toEqual([])
  })

  it("logs failed cart operations only, and still refetches", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {})
    const { services, calls } = servicesOn({
      "POST /updateCheck": { status: 404, body: { message: "No such row" } },
      "GET /shopcart": { status: 200, body: [] },
    })
    loggedIn(services)
    const cart = await cartOnScreen(services, calls)
    await perform(services, toggleCheck(services, row(1, 1, 1)))
    expect(logged).toHaveBeenCalled()
    expect(services.dialogs.getCurrent()).toBeNull()
    await expect.poll(cart.loads).toBe(2)
  })

  it("never asks for a quantity below 1", async () => {
    const { services, calls } = servicesOn()
    await perform(services, changeQuantity(services, row(1, 1, 1), -1))
    expect(calls.filter((call) => call.path === "/updateQuantity")).toEqual([])
  })

  it("buys nothing when no row is checked", async () => {
    const { services, calls } = servicesOn()
    await perform(services, buyChecked(services, [row(1, 2, 0)]))
    expect(calls.filter((call) => call.path === "/buycartitem")).toEqual([])
    expect(services.dialogs.getCurrent()).toBeNull()
  })
})
