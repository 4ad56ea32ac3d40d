// @vitest-environment happy-dom
import { Effect } from "effect"
import { afterEach, expect, it } from "vitest"
import { makeApiClient, readCsrfMetaToken } from "../src/index.ts"
import { fakeFetch, recordingHandlers } from "./fakes.ts"

afterEach(() => {
  document.head.innerHTML = ""
})

it("reads the CSRF token from the page's meta tag", () => {
  document.head.innerHTML = '<meta name="csrf-token" content="from-the-page">'
  expect(readCsrfMetaToken()).toBe("from-the-page")
})

it("finds no CSRF token on a page without the meta tag", () => {
  expect(readCsrfMetaToken()).toBeUndefined()
})

it("sends the page's CSRF token by default", async () => {
  document.head.innerHTML = '<meta name="csrf-token" content="from-the-page">'
  const network = fakeFetch({ status: 200, body: { data: [] } })
  const client = makeApiClient({
    getToken: () => null,
    fetch: network.fetch,
    handlers: recordingHandlers().handlers,
  })
  await Effect.runPromise(client.getSiteBanners())
  expect(network.requests[0]?.headers["X-CSRF-TOKEN"]).toBe("from-the-page")
})
