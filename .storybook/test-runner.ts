/// <reference types="jest" />
// Runs after every story the test-runner renders. Interactions (play functions) and axe checks
// (`a11y.test = 'error'` in the preview) fail a story on their own; this file adds visual snapshots.
import { join, resolve } from "node:path"
import { getStoryContext, type TestRunnerConfig, waitForPageReady } from "@storybook/test-runner"
import { toMatchImageSnapshot } from "jest-image-snapshot"

/** Stories carrying this tag are screenshotted and compared with committed baselines. */
const visualTag = "visual"

/** Players are mostly on phones; designers review the classic frame on desktop. */
const visualViewports = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const

const defaultViewport = { width: 1280, height: 720 }

/** Committed next to this file, inside the Storybook configuration directory the runner was given. */
const baselinesDir = resolve(process.env.STORYBOOK_CONFIG_DIR ?? ".storybook", "__image_snapshots__")

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot })
  },

  async preVisit(page) {
    // Every story starts the same way, whatever the previous story in this worker did.
    await page.setViewportSize(defaultViewport)
    await page.emulateMedia({ reducedMotion: "reduce" })
  },

  async postVisit(page, context) {
    if (context.hasFailure) return
    const story = await getStoryContext(page, context)
    if (!story.tags?.includes(visualTag)) return

    for (const viewport of visualViewports) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height })
      await waitForPageReady(page)
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
      )
      const image = await page.screenshot({ fullPage: true, animations: "disabled", caret: "hide" })
      expect(image).toMatchImageSnapshot({
        customSnapshotsDir: baselinesDir,
        customSnapshotIdentifier: `${context.id}--${viewport.name}`,
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
  },
}

export default config
