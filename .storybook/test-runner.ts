/// <reference types="jest" />
// Runs after every story the test-runner renders. Interactions (play functions) and axe checks
// (`a11y.test = 'error'` in the preview) fail a story on their own; this file adds visual snapshots
// and a second axe check of every story in the daybreak theme (secondThemeCheck.ts).
import { join, resolve } from "node:path"
import { getStoryContext, type TestRunnerConfig, waitForPageReady } from "@storybook/test-runner"
import type { Page } from "playwright"
import { toMatchBaseline } from "./matchBaseline.ts"
import { checkInSecondTheme } from "./secondThemeCheck.ts"
import { reviewedViewports, viewportSizes } from "./viewports.ts"

/** Stories carrying this tag are screenshotted and compared with committed baselines. */
const visualTag = "visual"

/** Players are mostly on phones; designers review the classic frame on desktop. */
const visualViewports = reviewedViewports.map((name) => ({ name, ...viewportSizes[name] }))

const defaultViewport = { width: 1280, height: 720 }

/** Committed next to this file, inside the Storybook configuration directory the runner was given. */
const baselinesDir = resolve(process.env.STORYBOOK_CONFIG_DIR ?? ".storybook", "__image_snapshots__")

/**
 * Resolves once every picture on the page is loaded and decoded. Pictures load lazily and decode off
 * the main thread, so on a busy machine a screenshot could otherwise catch one still blank; a lazy
 * picture is told to load now, since a full-page screenshot shows what is below the fold too.
 */
const everyPictureShown = () =>
  Promise.all(
    [...document.images].map(async (image) => {
      image.loading = "eager"
      if (!image.complete) {
        await new Promise((settled) => {
          image.addEventListener("load", settled, { once: true })
          image.addEventListener("error", settled, { once: true })
        })
      }
      // A picture that failed to load has nothing to decode; the story shows its fallback instead.
      await image.decode().catch(() => undefined)
    }),
  )

/**
 * Resolves once every part that loads its code on demand (`partInView`: the footer) is drawn; a page
 * the browser renders itself loads them at once, a moment after the rest.
 */
const everyPartDrawn = () =>
  [...document.querySelectorAll("[data-part-in-view]")].every((box) => box.childElementCount > 0)

/** Screenshots the story at each visual width and compares it with its committed baseline. */
const matchVisualBaselines = async (page: Page, storyId: string) => {
  for (const viewport of visualViewports) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await waitForPageReady(page)
    await page.waitForFunction(everyPartDrawn)
    await page.evaluate(everyPictureShown)
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    )
    const image = await page.screenshot({ fullPage: true, animations: "disabled", caret: "hide" })
    expect(image).toMatchBaseline({
      customSnapshotsDir: baselinesDir,
      customSnapshotIdentifier: `${storyId}--${viewport.name}`,
      // Chromium renders the same story identically run after run; a few pixels of anti-aliasing
      // wobble are tolerated, while one changed character (about 50 to 100 pixels) is not.
      customDiffConfig: { threshold: 0.1 },
      failureThreshold: 10,
      failureThresholdType: "pixel",
      // Beside the difference images, where version control ignores them.
      storeReceivedOnFailure: true,
      customReceivedDir: join(baselinesDir, "__diff_output__"),
    })
  }
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchBaseline })
  },

  async preVisit(page) {
    // Every story starts the same way, whatever the previous story in this worker did.
    await page.setViewportSize(defaultViewport)
    await page.emulateMedia({ reducedMotion: "reduce" })
  },

  async postVisit(page, context) {
    if (context.hasFailure) return
    const story = await getStoryContext(page, context)
    if (story.tags?.includes(visualTag)) await matchVisualBaselines(page, context.id)
    await checkInSecondTheme(page, story.parameters.a11y)
  },
}

export default config
