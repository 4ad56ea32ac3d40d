// One definition of how every browser test launches Chromium: the Storybook test-runner's Jest config
// (plain JavaScript, loaded by Jest without a TypeScript loader) and Playwright's config both import it.
// Browser builds cannot be downloaded here, so the system's Chromium is always used.

/** Where Debian installs Chromium; `scripts/ensure-chromium.sh` installs it there when missing. */
export const chromiumExecutablePath = "/usr/bin/chromium"

/** Flags for a headless Chromium in a container: no sandbox, no GPU, no calls home. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
]

/** Launch options in the shape both Playwright and jest-playwright accept. */
export const chromiumLaunchOptions = { executablePath: chromiumExecutablePath, args: chromiumArgs }
