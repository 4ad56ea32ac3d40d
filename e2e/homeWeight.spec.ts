import { resolve } from "node:path"
import { expect, test } from "@playwright/test"
import { homeJsBudgetBytes } from "../bench/home-route.ts"
import { measureHomeWeight, totalGzipBytes } from "../bench/home-weight.ts"

// The script a first visit to / downloads, weighed on the very build these journeys run
// (docs/adr/0012-home-route-weight.md). The bench splits it by package; this holds the total to its
// budget on every run, so a part that starts loading with every page (a dialog imported by the
// frame, say) fails the tests the day it lands. It opens no page, so it needs no browser.
test("a phone downloads no more script for the home page than the home route's budget", async () => {
  const weight = await measureHomeWeight(resolve(import.meta.dirname, "../apps/portal/dist"))
  const gzipped = totalGzipBytes(weight.complete.js)
  expect(gzipped, "the home route's JavaScript, gzipped, in bytes").toBeLessThanOrEqual(homeJsBudgetBytes)
})
