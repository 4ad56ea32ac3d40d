import { describe, expect, it } from "vitest"
import {
  defaultAppName,
  documentTitle,
  frameQuery,
  guardRedirect,
  newsHref,
  notFoundRoute,
  resolveAppName,
  routeForPath,
  routes,
  sections,
  topUpPaymentHref,
  topUpPaymentIdOf,
} from "../src/index.ts"

describe("frame query", () => {
  it("defaults to topic 0, category 0, page 1", () => {
    expect(frameQuery("")).toEqual({ topic: 0, category: 0, page: 1 })
  })

  it("reads whole numbers with or without the leading '?'", () => {
    expect(frameQuery("?topic=12&category=3&page=4")).toEqual({ topic: 12, category: 3, page: 4 })
    expect(frameQuery("page=2")).toEqual({ topic: 0, category: 0, page: 2 })
  })

  it("falls back to the default for anything that is not a whole number", () => {
    expect(frameQuery("?topic=abc&category=1.5&page=-2")).toEqual({ topic: 0, category: 0, page: 1 })
    expect(frameQuery("?topic=&page=0")).toEqual({ topic: 0, category: 0, page: 1 })
    expect(frameQuery("?page=1e3&category=0x10")).toEqual({ topic: 0, category: 0, page: 1 })
    expect(frameQuery("?page=99999999999999999999")).toEqual({ topic: 0, category: 0, page: 1 })
  })
})

describe("document title", () => {
  it("is the crumb, a separator, then the site name", () => {
    expect(documentTitle("News", "Gatehouse")).toBe("News | Gatehouse")
    expect(documentTitle("Login", "Gatehouse")).toBe("Login | Gatehouse")
    expect(documentTitle("404 NOT FOUND", "Gatehouse")).toBe("404 NOT FOUND | Gatehouse")
  })

  it("is the site name alone at the root", () => {
    expect(documentTitle(routeForPath("/").route.crumb, "Gatehouse")).toBe("Gatehouse")
  })

  it("takes the site name from the setting, else the default", () => {
    expect(defaultAppName).toBe("Gatehouse")
    expect(resolveAppName("Ran Phoenix")).toBe("Ran Phoenix")
    expect(resolveAppName("  ")).toBe("Gatehouse")
    expect(resolveAppName(undefined)).toBe("Gatehouse")
  })
})

describe("route table", () => {
  it("lists every route of the spec once", () => {
    const paths = routes.map((route) => route.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const path of [
      "/",
      "/gamesystem",
      "/story",
      "/characters",
      "/instructions",
      "/itemshop",
      "/shoppingcart",
      "/shoppurchases",
      "/gallery",
      "/ticket",
      "/checkticket",
      "/wallpaper",
      "/movies",
      "/news",
      "/topuphistory",
      "/topup",
      "/rankings",
      "/register",
      "/socials",
      "/serverinfo",
      "/download",
      "/downloads",
      "/changepassword",
      "/user",
      "/findaccount",
      "/login",
    ]) {
      expect(routeForPath(path).route.path).toBe(path)
    }
  })

  it("names sections and crumbs as the spec does", () => {
    expect(routeForPath("/itemshop").route).toMatchObject({ section: "itemshop", crumb: "Item Shop" })
    expect(routeForPath("/user").route).toMatchObject({ section: "user", crumb: "Account Setting" })
    expect(routeForPath("/register").route).toMatchObject({ section: "Register", crumb: "Register" })
    expect(routeForPath("/login").route.crumb).toBe("Login")
    expect(routeForPath("/download").route.section).toBe("downloads")
    expect(routeForPath("/downloads").route.section).toBe("downloads")
    for (const route of routes) expect(sections).toContain(route.section)
  })

  it("opens news details at /topic/{id}", () => {
    expect(routeForPath("/topic/42")).toEqual({
      route: expect.objectContaining({ section: "topic" }),
      id: 42,
    })
    expect(newsHref(42)).toBe("/news?topic=42")
  })

  it("opens a payment's page where the gateway sends the player back", () => {
    const id = "0b7e5c1a-3f2d-4c8e-9a61-2d4f8b1c7e90"
    expect(topUpPaymentHref(id)).toBe(`/topup/payment/${id}`)
    expect(topUpPaymentIdOf(topUpPaymentHref(id))).toBe(id)
    expect(routeForPath(topUpPaymentHref(id))).toEqual({
      route: expect.objectContaining({ section: "topup", crumb: "Top Up R-Coin", guard: "public" }),
      id: null,
    })
    expect(routeForPath(`${topUpPaymentHref(id)}/`).route.section).toBe("topup")
    for (const path of [
      "/topup/payment/",
      "/topup/payment/42",
      `/topup/payment/${id}/more`,
      "/topup/payments",
    ]) {
      expect(topUpPaymentIdOf(path)).toBeUndefined()
      expect(routeForPath(path).route).toBe(notFoundRoute)
    }
  })

  it("shows the 404 page for any other path", () => {
    for (const path of ["/nope", "/topic/abc", "/topic/", "/NEWS", "/news/extra"]) {
      expect(routeForPath(path)).toEqual({ route: notFoundRoute, id: null })
    }
    expect(notFoundRoute.crumb).toBe("404 NOT FOUND")
  })

  it("ignores one trailing slash", () => {
    expect(routeForPath("/rankings/").route.path).toBe("/rankings")
  })
})

describe("route guards", () => {
  it("guards only the account pages and the staff console for users and the login and find-account pages for guests", () => {
    const guarded = routes.filter((route) => route.guard !== "public").map(({ path, guard }) => [path, guard])
    expect(guarded).toEqual([
      ["/user", "user"],
      ["/changepassword", "user"],
      ["/characterservices", "user"],
      ["/vote", "user"],
      ["/findaccount", "guest"],
      ["/login", "guest"],
      ["/staff", "user"],
    ])
  })

  it("sends guests to /login and logged-in visitors to /", () => {
    expect(guardRedirect("user", false)).toBe("/login")
    expect(guardRedirect("user", true)).toBeNull()
    expect(guardRedirect("guest", true)).toBe("/")
    expect(guardRedirect("guest", false)).toBeNull()
    expect(guardRedirect("public", false)).toBeNull()
    expect(guardRedirect("public", true)).toBeNull()
  })
})
