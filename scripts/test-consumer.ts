// `npm run test:consumer`: @gatehouse/ui in another server's app. Packs the published packages, builds
// fixtures/ui-consumer from the tarballs in a temporary directory (scripts/lib/ui-consumer.ts), and
// checks:
// - each tarball with arethetypeswrong and publint (scripts/lib/package-lint.ts);
// - each page in Chromium: the component renders, the item card's tooltip opens, the colours are the
//   app's own theme (plain CSS variables), no text falls back to the browser's default serif face, and
//   the display face is there only where the app imports it;
// - each player-facing component's weight beyond React, one build per component, against the budgets
//   in the ui README (scripts/lib/ui-component-weights.ts). `-- --write-readme` writes the measured
//   table into the README.
// Temporary files are removed.
import assert from "node:assert/strict"
import { readFile, writeFile } from "node:fs/promises"
import { type Browser, chromium, type Page } from "playwright"
import { chromiumLaunchOptions } from "./lib/chromium.js"
import { findFreePort } from "./lib/free-port.ts"
import { lintTarball } from "./lib/package-lint.ts"
import type { PublishedName } from "./lib/packages.ts"
import { serveStatic } from "./lib/static-server.ts"
import {
  componentExports,
  overBudget,
  readBudgets,
  uiReadmePath,
  weighComponents,
  weightsTable,
  withWeightsTable,
} from "./lib/ui-component-weights.ts"
import { buildUiConsumer, consumerPages } from "./lib/ui-consumer.ts"

const writeReadme = process.argv.includes("--write-readme")

/** The fixture's theme (fixtures/ui-consumer/src/theme.css), as the browser computes the colours. */
const consumerTheme = { accent: "rgb(46, 196, 166)", link: "rgb(127, 227, 201)" }

/** Whether any element under `selector` shows `colour` as its text, background or border colour. */
const usesColour = (page: Page, selector: string, colour: string) =>
  page.locator(selector).evaluate((root, wanted) => {
    const elements = [root, ...root.querySelectorAll("*")]
    return elements.some((element) => {
      const style = getComputedStyle(element)
      return [style.color, style.backgroundColor, style.borderTopColor, style.backgroundImage].some((value) =>
        value.includes(wanted),
      )
    })
  }, colour)

/** The font-family an element gets when no stylesheet sets one: the browser's default (serif) face. */
const browserDefaultFont = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement("iframe")
    document.body.append(probe)
    const paragraph = probe.contentDocument?.createElement("p")
    if (!paragraph || !probe.contentDocument) throw new Error("no probe document")
    probe.contentDocument.body.append(paragraph)
    const family = getComputedStyle(paragraph).fontFamily
    probe.remove()
    return family
  })

/** The rendered elements with text whose font-family is the browser's default. */
const textInDefaultFont = async (page: Page) => {
  const fallback = await browserDefaultFont(page)
  return page.evaluate(
    (defaultFamily) =>
      [...document.body.querySelectorAll("*")]
        .filter((element) => element.checkVisibility() && element.textContent?.trim())
        .filter((element) => getComputedStyle(element).fontFamily === defaultFamily)
        .map((element) => `<${element.tagName.toLowerCase()}> "${element.textContent?.trim().slice(0, 30)}"`),
    fallback,
  )
}

/** Whether the page's stylesheets declare the default theme's display face (Cinzel). */
const declaresDisplayFace = (page: Page) =>
  page.evaluate(() => [...document.fonts].some((face) => face.family.replaceAll('"', "") === "Cinzel"))

const checks: ReadonlyArray<{
  readonly page: (typeof consumerPages)[keyof typeof consumerPages]
  readonly run: (page: Page) => Promise<void>
}> = [
  {
    page: consumerPages.pager,
    run: async (page) => {
      const pager = page.getByRole("navigation", { name: "Shop pages" })
      await pager.getByText("3", { exact: true }).waitFor()
      assert.equal(await pager.locator('[aria-current="page"]').textContent(), "3")
      assert.ok(
        await usesColour(page, "nav", consumerTheme.link),
        "the page links wear the app's link colour",
      )
      assert.equal(await declaresDisplayFace(page), false, "the display face comes only with its import")
    },
  },
  {
    page: consumerPages.itemCard,
    run: async (page) => {
      const card = page.getByRole("article", { name: "Moss Lantern" })
      await card.waitFor()
      await card.getByRole("button", { name: "Buy now: Moss Lantern" }).waitFor()
      await card.hover()
      const tooltip = page.getByRole("tooltip")
      await tooltip.getByText("Lights the forest paths for an hour.").waitFor()
      assert.ok(await usesColour(page, "article", consumerTheme.accent), "the card wears the app's accent")
    },
  },
  {
    page: consumerPages.language,
    run: async (page) => {
      const card = page.getByRole("article", { name: "Moss Lantern" })
      await card.getByRole("button", { name: "Beli sekarang: Moss Lantern" }).waitFor()
      await card.getByRole("button", { name: "Tambah ke keranjang: Moss Lantern" }).waitFor()
      // A key the app's catalogue leaves out is shown in English.
      await card.getByRole("button", { name: "Details: Moss Lantern" }).waitFor()
    },
  },
  {
    page: consumerPages.frame,
    run: async (page) => {
      await page.getByRole("main").getByRole("heading", { name: "Welcome to the grove" }).waitFor()
      await page.getByRole("navigation").first().waitFor()
      assert.ok(await usesColour(page, "body", consumerTheme.accent), "the frame wears the app's accent")
      // This page imports @gatehouse/ui/display-face.css: the face is declared and its files load.
      assert.ok(await declaresDisplayFace(page), "the display face is declared")
      assert.ok(
        await page.evaluate(async () => (await document.fonts.load('700 1em "Cinzel"', "Grove")).length > 0),
        "the display face's bold weight loads",
      )
    },
  },
]

const checkPages = async (browser: Browser, baseUrl: string): Promise<Array<string>> => {
  const failures: Array<string> = []
  for (const { page: entry, run } of checks) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: "reduce" })
    const errors: Array<string> = []
    page.on("pageerror", (error) => errors.push(error.message))
    try {
      await page.goto(`${baseUrl}/${entry.file}`)
      await run(page)
      const serif = await textInDefaultFont(page)
      assert.deepEqual(serif, [], "text in the browser's default serif face (no font-family set)")
      assert.deepEqual(errors, [], "errors on the page")
      console.log(`  ✔ ${entry.title}`)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      console.log(`  ✘ ${entry.title}: ${message}`)
      failures.push(entry.title)
    } finally {
      await page.close()
    }
  }
  return failures
}

/** arethetypeswrong and publint on each tarball; returns the packages that failed. */
const lintTarballs = async (tarballs: ReadonlyMap<PublishedName, string>): Promise<Array<string>> => {
  const failures: Array<string> = []
  for (const [name, tarball] of tarballs) {
    try {
      await lintTarball(name, tarball)
      console.log(`  ✔ ${name}: types resolve for every entry, manifest agrees with the files`)
    } catch (error) {
      console.log(`  ✘ ${name}: ${error instanceof Error ? error.message : String(error)}`)
      failures.push(`${name} (arethetypeswrong or publint)`)
    }
  }
  return failures
}

/** Weighs every component of the main entry and holds each to its budget in the ui README. */
const checkWeights = async (appDir: string): Promise<Array<string>> => {
  const readme = await readFile(uiReadmePath, "utf8")
  const budgets = readBudgets(readme)
  const weighed = await weighComponents(appDir, await componentExports(appDir))
  const table = weightsTable(weighed, budgets)
  console.log(table.replace(/^/gm, "  "))
  if (writeReadme) {
    await writeFile(uiReadmePath, withWeightsTable(readme, table))
    console.log("  (written into packages/ui/README.md)")
  }
  const over = overBudget(weighed, budgets)
  for (const line of over) console.log(`  ✘ ${line}`)
  return over
}

const started = Date.now()
const consumer = await buildUiConsumer()
const failures: Array<string> = []
try {
  console.log("\n▸ arethetypeswrong and publint on each tarball")
  failures.push(...(await lintTarballs(consumer.tarballs)))
  const port = await findFreePort()
  const server = await serveStatic(consumer.distDir, port)
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    console.log("\n▸ Chromium: each page of the consumer's build")
    failures.push(...(await checkPages(browser, `http://127.0.0.1:${port}`)))
  } finally {
    await browser.close()
    server.close()
  }
  console.log("\n▸ Each player-facing component in a page of its own, beyond React (gzipped)")
  failures.push(...(await checkWeights(consumer.appDir)))
} finally {
  await consumer.remove()
}
console.log(
  failures.length === 0
    ? `\nThe packages lint clean, every page of the consumer app works and every component keeps its budget (${Math.round((Date.now() - started) / 1000)} s).`
    : `\nFailed: ${failures.join(", ")}`,
)
process.exit(failures.length === 0 ? 0 : 1)
