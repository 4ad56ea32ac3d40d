import { getJestConfig } from "@storybook/test-runner"
import { chromiumLaunchOptions } from "./scripts/lib/chromium.js"

// The test-runner's own Jest setup, told to launch the system Chromium (see scripts/lib/chromium.js).
const testRunnerConfig = getJestConfig()
const defaults = testRunnerConfig.testEnvironmentOptions?.["jest-playwright"] ?? {}

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    "jest-playwright": {
      ...defaults,
      browsers: ["chromium"],
      launchOptions: chromiumLaunchOptions,
    },
  },
  // A visual story is rendered, then screenshotted at two widths; give slow machines room.
  testTimeout: 60_000,
}
