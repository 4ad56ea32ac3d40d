import { Effect, Option } from "effect"
import { describe, expect, it } from "vitest"
import { pageFor } from "../src/pages/pageFor.ts"

const site = { name: "Gatehouse", origin: "https://play.example.org" }
const noArticle = () => Effect.succeed(Option.none())

const renderedAt = (pathname: string) =>
  Effect.runPromise(pageFor({ pathname, search: "", language: "en" }, site, noArticle)).then(
    (page) => page.rendered,
  )

describe("which pages the server renders", () => {
  it.each(["/login", "/register", "/findaccount", "/ticket"])(
    "renders the guests' form at %s, as every public page",
    async (path) => {
      expect(await renderedAt(path)).toBe(true)
    },
  )

  it.each(["/user", "/shoppingcart", "/checkticket"])(
    "leaves a player's own page at %s to the browser",
    async (path) => {
      expect(await renderedAt(path)).toBe(false)
    },
  )
})
