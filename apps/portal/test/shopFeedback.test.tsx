import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { afterEach, describe, expect, it } from "vitest"
import type { FakeRoutes } from "./fakeApi.ts"
import { loginAnswer, playerSession } from "./fixtures.ts"
import { renderPortal } from "./renderPortal.tsx"

const cape = { ProductNum: 7, ItemName: "Dragon Wing Cape", image_url: null, price: 12.5, section: 2 }

const shop: FakeRoutes = {
  "GET /shopcategories": { status: 200, body: [{ id: 1, category_name: "Costumes" }] },
  "GET /itemshop": {
    status: 200,
    body: { itemshopdata: [cape], prev_page: null, next_page: null, last_page: 1, lpm1: 0 },
  },
  "GET /topsales": { status: 200, body: { itemshopdata: [] } },
  "GET /shopcart": { status: 200, body: [] },
}

const logInOnLoginPage = async () => {
  const form = await screen.findByRole("main")
  // The login page's form arrives as its own module.
  fireEvent.change(await within(form).findByLabelText("Username"), { target: { value: "swordfish" } })
  fireEvent.change(within(form).getByLabelText("Password"), { target: { value: "hunter22" } })
  fireEvent.click(within(form).getByRole("button", { name: "Login" }))
}

afterEach(() => window.sessionStorage.clear())

describe("adding to the cart", () => {
  it("names the item in a status with the way to the cart, and opens no dialog", async () => {
    const portal = renderPortal({
      at: "/itemshop",
      session: playerSession,
      api: { ...shop, "POST /addtocart": { status: 200, body: { message: "Item added to your cart." } } },
    })
    await userEvent.click(await screen.findByRole("button", { name: "Add to cart: Dragon Wing Cape" }))

    const notice = await waitFor(() => {
      const found = screen.getAllByRole("status").find((region) => region.textContent !== "")
      if (found === undefined) throw new Error("no status told yet")
      return found
    })
    expect(notice.textContent).toContain("Dragon Wing Cape: Item added to your cart.")
    expect(within(notice).getByRole("link", { name: "View cart" }).getAttribute("href")).toBe("/shoppingcart")
    expect(screen.queryByRole("alertdialog")).toBeNull()
    expect(portal.calls.find((call) => call.path === "/addtocart")?.query.get("productnum")).toBe("7")
  })

  it("still tells a refusal in an alert", async () => {
    renderPortal({
      at: "/itemshop",
      session: playerSession,
      api: { ...shop, "POST /addtocart": { status: 404, body: { message: "This item is no longer sold." } } },
    })
    await userEvent.click(await screen.findByRole("button", { name: "Add to cart: Dragon Wing Cape" }))
    const dialog = await screen.findByRole("alertdialog")
    expect(within(dialog).getByText("This item is no longer sold.")).toBeTruthy()
  })
})

describe("a guest", () => {
  it("pressing add to cart logs in on /login and comes back to the same shop page", async () => {
    const portal = renderPortal({
      at: "/itemshop?category=1&page=1",
      api: { ...shop, "POST /processlogin": loginAnswer(1) },
    })
    await userEvent.click(await screen.findByRole("button", { name: "Add to cart: Dragon Wing Cape" }))
    await waitFor(() => expect(portal.currentPath()).toBe("/login"))
    // Nothing was added for the guest.
    expect(portal.calls.some((call) => call.path === "/addtocart")).toBe(false)

    await logInOnLoginPage()
    await waitFor(() => expect(portal.currentPath()).toBe("/itemshop?category=1&page=1"))
    expect(await screen.findByRole("heading", { level: 1, name: "Item Shop" })).toBeTruthy()
  })

  it.each(["/shoppingcart", "/topup", "/shoppurchases", "/topuphistory"])(
    "opening %s is sent to /login, and comes back there after logging in",
    async (path) => {
      const portal = renderPortal({
        at: path,
        api: {
          ...shop,
          "POST /processlogin": loginAnswer(1),
          "GET /topup/packages": { status: 200, body: { packages: [], methods: [] } },
        },
      })
      await waitFor(() => expect(portal.currentPath()).toBe("/login"))
      // The form the guest could not have sent is never shown: no Redeem field on the way.
      expect(screen.queryByRole("textbox", { name: "Redeem Code" })).toBeNull()

      await logInOnLoginPage()
      await waitFor(() => expect(portal.currentPath()).toBe(path))
    },
  )

  it("logging in on /login without being sent there lands home, as the spec says", async () => {
    const portal = renderPortal({ at: "/login", api: { "POST /processlogin": loginAnswer(1) } })
    await logInOnLoginPage()
    await waitFor(() => expect(portal.currentPath()).toBe("/"))
  })
})
