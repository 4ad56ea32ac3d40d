// How much the guests' forms move while they arrive on a slow phone: the browser's own layout-shift
// entries (PerformanceObserver 'layout-shift', those a visitor's input did not cause), summed over
// the load and the portal's takeover, in Chromium on a 390×844 phone with a 4× slower CPU and a slow
// mobile connection. Median of three loads a route, held to the budget. Part of `npm run bench`; after
// `npm run build`, `tsx bench/layout-shift.ts` runs it alone.
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { type Browser, chromium } from "@playwright/test"
import { chromiumLaunchOptions } from "../scripts/lib/chromium.js"
import { median } from "./lighthouse-summary.ts"
import { startCompiledServer } from "./server-process.ts"

/** Pages a guest types into, once the shell the browser filled in (0.41, 0.90 and 0.46 then). */
export const layoutShiftRoutes = ["/login", "/register", "/findaccount", "/ticket"] as const

/** The most a page may move as it arrives: Google's "good" is 0.1; a page rendered whole moves far less. */
export const maxLayoutShift = 0.02

const runsPerRoute = 3

/** After the portal has taken the page over, what else arrives late (the sidebar's box, pictures). */
const settleMs = 3_000

/** Lighthouse's mobile network: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up. */
const slowMobile = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 }

/**
 * Collects the layout shifts the page makes from its first moment (buffered) in `__layoutShift`, and
 * notes in `__takenOver` when the portal has taken the page over (the domain's `portalStartedEvent`).
 */
const observeLayoutShift = () => {
  const page = window as unknown as { __layoutShift: number; __takenOver: boolean }
  page.__layoutShift = 0
  page.__takenOver = false
  window.addEventListener("gatehouse:portal-started", () => {
    page.__takenOver = true
  })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean }
    >)
      if (!entry.hadRecentInput) page.__layoutShift += entry.value
  }).observe({ type: "layout-shift", buffered: true })
}

const measureOnce = async (browser: Browser, url: string): Promise<number> => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: "reduce",
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send("Network.enable")
    await cdp.send("Network.emulateNetworkConditions", slowMobile)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
    await page.addInitScript(observeLayoutShift)
    await page.goto(url, { waitUntil: "load", timeout: 120_000 })
    await page.waitForFunction(() => (window as unknown as { __takenOver: boolean }).__takenOver, null, {
      timeout: 60_000,
    })
    await page.waitForTimeout(settleMs)
    return await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift)
  } finally {
    await context.close()
  }
}

/** Measures each route, prints the medians and returns the budgets they broke. */
export const benchLayoutShift = async (): Promise<Array<string>> => {
  const dataDir = await mkdtemp(join(tmpdir(), "gatehouse-bench-shift-"))
  const server = await startCompiledServer({ DATA_DIR: dataDir, DATABASE_URL: "" })
  const browser = await chromium.launch(chromiumLaunchOptions)
  const failures: Array<string> = []
  try {
    console.log(
      `\nLayout shift of the guests' forms on a phone (390×844, 4× CPU slowdown, slow mobile network), ` +
        `median of ${runsPerRoute} loads; budget ≤ ${maxLayoutShift}`,
    )
    for (const path of layoutShiftRoutes) {
      const url = `${server.origin}${path}`
      // The first request renders the page and fills the server's caches, as a live server's are.
      await (await fetch(url)).arrayBuffer()
      const runs: Array<number> = []
      for (let run = 0; run < runsPerRoute; run++) runs.push(await measureOnce(browser, url))
      const shift = median(runs)
      console.log(
        `  ${path.padEnd(14)}${shift.toFixed(3).padStart(7)}   runs ${runs.map((r) => r.toFixed(3)).join("  ")}`,
      )
      if (shift > maxLayoutShift) failures.push(`${path} moves ${shift.toFixed(3)} as it arrives`)
    }
  } finally {
    await browser.close()
    await server.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
  return failures
}

if (import.meta.main) {
  const failures = await benchLayoutShift()
  console.log(failures.length === 0 ? "\nEvery budget held." : `\nOver budget: ${failures.join("; ")}`)
  process.exit(failures.length === 0 ? 0 : 1)
}
