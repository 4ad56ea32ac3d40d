import { defineConfig } from "vitest/config"
import server from "./vitest.config.ts"

/**
 * The server's tests that need no database of the portal's (the game link's statement catalogue and
 * settings, the TDS test server): they run once, in the unit layer, not in both database passes.
 */
export default defineConfig({
  resolve: server.resolve,
  test: {
    // A worker's test files share its modules (docs/testing.md, "Test files share their worker").
    isolate: false,
    name: "server-offline",
    include: ["test/offline/**/*.test.ts"],
    server: { deps: { inline: ["@effect/vitest"] } },
  },
})
