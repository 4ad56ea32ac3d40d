import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { defineConfig } from "@playwright/test"
import { chromiumLaunchOptions } from "./scripts/lib/chromium.js"

// `npm run test:e2e` builds the portal and chooses a free port and a fresh data directory; when
// Playwright is started directly these fall back to a fixed port and a new temporary directory.
// Setting the variables here, in the main process, hands the same values to every worker.
process.env.E2E_PORT ??= "4173"
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "gatehouse-e2e-"))
process.env.E2E_GATEWAYS_PORT ??= "4174"

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`
/**
 * The fakes of the payment gateways (apps/server/test/support/fakeGateways.ts): nothing leaves the
 * machine. The product pays through them with these test keys, which the fakes hold too.
 */
const gatewaysURL = `http://127.0.0.1:${process.env.E2E_GATEWAYS_PORT}`
const gatewayKeys = {
  PAYMONGO_SECRET_KEY: "sk_test_e2e_paymongo",
  PAYMONGO_WEBHOOK_SECRET: "whsk_e2e_paymongo",
  XENDIT_SECRET_KEY: "xnd_development_e2e",
  XENDIT_CALLBACK_TOKEN: "e2e-xendit-callback-token",
}
const inCi = process.env.CI === "true"

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: inCi,
  retries: 0,
  reporter: [["list"]],
  // A journey waits for what a person sees; on a CI machine busy with other work, a page can take many
  // times its quiet-machine time to appear, so the bounds are wider there (they never make a pass slower).
  timeout: inCi ? 120_000 : 30_000,
  expect: { timeout: inCi ? 20_000 : 5_000 },
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions,
    trace: "retain-on-failure",
    // The journeys are about what a visitor reads and does, not motion (the stories check motion).
    // The frame's animated sky keeps a software-rendered Chromium busy even on an idle page; with
    // reduced motion it is still, so two browsers and the server share a small machine's CPU fairly.
    reducedMotion: "reduce",
  },
  // Most players are on phones; the classic frame is for desktops. Every visitor flow runs on both.
  projects: [
    { name: "phone", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
  ],
  // The product itself, as production starts it: the compiled server on the embedded database with
  // fresh demo data, serving the portal; the test script has already built both.
  webServer: [
    {
      command: `node --import tsx apps/server/test/support/fakeGatewaysProcess.ts ${process.env.E2E_GATEWAYS_PORT} ${baseURL}`,
      env: gatewayKeys,
      url: `${gatewaysURL}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "pipe",
    },
    {
      command: "node apps/server/dist/main.js",
      url: `${baseURL}/`,
      // TRUST_PROXY lets a test stand for its own player address (X-Forwarded-For), so the per-address
      // rate limits count each journey apart, as they would count players on different devices.
      // Warnings and errors only: a request line for every call would bury the test report.
      env: {
        PORT: process.env.E2E_PORT,
        DATA_DIR: process.env.E2E_DATA_DIR,
        TRUST_PROXY: "1",
        // The address the journeys open: links in pages and mail name it, as production's would.
        PUBLIC_URL: baseURL,
        LOG_LEVEL: "warning",
        // Mail is delivered as files the journeys read as the recipient would: the staff outbox
        // withholds reset links.
        MAIL_DIR: join(process.env.E2E_DATA_DIR, "mail"),
        // The console journeys sign the demo's staff in with the password alone; two-step sign-in has
        // its own server tests and stories (docs/testing.md).
        STAFF_SECOND_FACTOR: "0",
        // Top-ups paid online go through the fakes of both gateways, with their test keys.
        ...gatewayKeys,
        PAYMONGO_API_URL: gatewaysURL,
        XENDIT_API_URL: gatewaysURL,
      },
      reuseExistingServer: false,
      // First start migrates and seeds a fresh embedded database (scrypt-hashed demo passwords included):
      // seconds on a quiet machine, but a busy two-core CI machine can take minutes.
      timeout: 300_000,
      stdout: "pipe",
    },
  ],
})
