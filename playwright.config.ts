import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { defineConfig } from "@playwright/test"
import { chromiumLaunchOptions } from "./scripts/lib/chromium.js"
import {
  newRunTag,
  ranServerUrl,
  runDatabaseUrls,
  runPortalDatabaseUrl,
} from "./scripts/lib/ran-database-names.ts"

// `npm run test:e2e` builds the portal and chooses a free port and a fresh data directory; when
// Playwright is started directly these fall back to a fixed port and a new temporary directory.
// Setting the variables here, in the main process, hands the same values to every worker.
process.env.E2E_PORT ??= "4173"
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "gatehouse-e2e-"))
process.env.E2E_GATEWAYS_PORT ??= "4174"
process.env.E2E_RAN_PORT ??= "4175"
// Named once, here in the main process (its pid is in the names), so the workers' specs reach the
// same game databases the RAN instance's command creates.
process.env.E2E_RAN_DATABASE_TAG ??= newRunTag()

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
/**
 * A second product for the journeys that need the RAN game link (character services): its own port
 * and data directory, linked to three PostgreSQL databases laid out like the game's, made for this
 * run by scripts/e2e-ran-server.ts and dropped when it stops. The specs reach those databases
 * directly (E2E_RAN_*_DATABASE_URL), as the game server would, to place characters and log them in.
 */
const ranURL = `http://127.0.0.1:${process.env.E2E_RAN_PORT}`
const ranDataDir = join(process.env.E2E_DATA_DIR, "ran")
const ranDatabases = runDatabaseUrls(ranServerUrl(), process.env.E2E_RAN_DATABASE_TAG)
const ranPortalDatabase = runPortalDatabaseUrl(ranServerUrl(), process.env.E2E_RAN_DATABASE_TAG)
process.env.E2E_RAN_URL = ranURL
process.env.E2E_RAN_USER_DATABASE_URL = ranDatabases.RanUser
process.env.E2E_RAN_GAME_DATABASE_URL = ranDatabases.RanGame1
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
      // Makes the game's databases, runs the product on them, and drops them when Playwright stops it.
      // First and without a URL: Playwright starts its servers one after another, waiting for each
      // one's URL, so this one would add its whole first start to every run. Started first and not
      // waited for, it starts beside the main product; its journeys wait for it (e2e/ranInstance.ts).
      command: "node --import tsx scripts/e2e-ran-server.ts node apps/server/dist/main.js",
      // Settings as the main product's (see there), on its own port, data and mail, plus the link.
      env: {
        PORT: process.env.E2E_RAN_PORT,
        DATA_DIR: ranDataDir,
        TRUST_PROXY: "1",
        PUBLIC_URL: ranURL,
        LOG_LEVEL: "warning",
        MAIL_DIR: join(ranDataDir, "mail"),
        STAFF_SECOND_FACTOR: "0",
        // Its own database on the same PostgreSQL, seeded with the demo (its administrator offers the
        // services): it starts in about half the embedded database's time, and the main product's
        // start shares the machine with it.
        DATABASE_URL: ranPortalDatabase,
        SEED_DEMO: "1",
        GAME_LINK: "ran",
        GAME_DATABASE_DIALECT: "postgres",
        GAME_USER_DATABASE_URL: ranDatabases.RanUser,
        GAME_GAME_DATABASE_URL: ranDatabases.RanGame1,
        GAME_SHOP_DATABASE_URL: ranDatabases.RanShop,
        // Each school's campus, so every service is set up (docs/character-services.md).
        GAME_SCHOOL_START_MAPS: "0:11/1,1:12/2,2:13/3",
      },
      // The wrapper drops the databases after the server stops: SIGTERM to both, time to finish.
      gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
      reuseExistingServer: false,
      stdout: "pipe",
    },
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
