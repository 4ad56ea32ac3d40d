// One Lighthouse run of one address in a Chromium of its own: Lighthouse's default mobile settings
// (a mid-range phone's screen, simulated slow 4G and a 4× slower CPU), the four categories the
// portal is held to, and nothing left running afterwards, whatever happens.
import { launch } from "chrome-launcher"
import lighthouse from "lighthouse"
import { chromiumArgs, chromiumExecutablePath } from "../scripts/lib/chromium.js"
import type { LighthouseScores } from "./lighthouse-summary.ts"

const categories = ["performance", "accessibility", "best-practices", "seo"] as const

/** Long enough for a slow run on a busy two-core machine; a hung Chromium still ends the run. */
export const defaultRunTimeoutMs = 180_000

/** CHROME_PATH when set (as Lighthouse's own CLI reads it), else Debian's Chromium. */
const chromePath = () => process.env.CHROME_PATH || chromiumExecutablePath

const timeoutAfter = (ms: number, url: string) => {
  let timer: NodeJS.Timeout | undefined
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Lighthouse did not finish ${url} within ${ms / 1000} s`)), ms)
  })
  return { expired, cancel: () => clearTimeout(timer) }
}

const score = (
  lhr: { readonly categories: Record<string, { readonly score: number | null }> },
  id: string,
) => {
  const value = lhr.categories[id]?.score
  if (value === null || value === undefined) throw new Error(`Lighthouse gave no ${id} score`)
  return Math.round(value * 100)
}

/**
 * Runs Lighthouse once on `url` in a freshly started headless Chromium (its own profile, so no
 * cache or service worker carries over from another run) and answers the four category scores and
 * the Largest Contentful Paint. Fails with a sentence naming the address when Chromium does not
 * start, the page cannot be loaded or measured, or the run takes longer than `timeoutMs`.
 */
export const runLighthouse = async (
  url: string,
  timeoutMs = defaultRunTimeoutMs,
): Promise<LighthouseScores> => {
  const chrome = await launch({
    chromePath: chromePath(),
    chromeFlags: ["--headless=new", ...chromiumArgs, "--disable-dev-shm-usage"],
    logLevel: "silent",
  }).catch((error: unknown) => {
    throw new Error(`Chromium (${chromePath()}) did not start for Lighthouse: ${String(error)}`)
  })
  const timeout = timeoutAfter(timeoutMs, url)
  try {
    const running = lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...categories],
    })
    // When the timeout wins, killing Chromium below makes the abandoned run fail; nobody awaits it.
    running.catch(() => undefined)
    const result = await Promise.race([running, timeout.expired])
    if (result === undefined) throw new Error(`Lighthouse returned no result for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) {
      throw new Error(
        `Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      )
    }
    const lcpMs = lhr.audits["largest-contentful-paint"]?.numericValue
    if (lcpMs === undefined) throw new Error(`Lighthouse measured no Largest Contentful Paint on ${url}`)
    const tbtMs = lhr.audits["total-blocking-time"]?.numericValue
    if (tbtMs === undefined) throw new Error(`Lighthouse measured no Total Blocking Time on ${url}`)
    return {
      performance: score(lhr, "performance"),
      accessibility: score(lhr, "accessibility"),
      bestPractices: score(lhr, "best-practices"),
      seo: score(lhr, "seo"),
      lcpMs,
      tbtMs,
    }
  } finally {
    timeout.cancel()
    chrome.kill()
  }
}
