import { defineConfig } from "vitest/config"

export default defineConfig({
  resolve: {
    alias: {
      // @effect/vitest 4.0.0-rc.112 imports `effect/testing/FastCheck`, which effect 4.1 no longer
      // ships; it is a plain re-export of fast-check. The package is inlined below so that Vite
      // resolves its imports and applies the alias.
      "effect/testing/FastCheck": "fast-check",
    },
  },
  test: {
    // A worker's test files share its modules (docs/testing.md, "Test files share their worker").
    isolate: false,
    name: "server",
    include: ["test/**/*.test.ts"],
    // Run once, in the unit layer (vitest.offline.config.ts): they need no database of the portal's.
    exclude: ["test/offline/**"],
    server: { deps: { inline: ["@effect/vitest"] } },
    // Each file starts its own database; PGlite takes a few seconds to boot and migrate, and starts
    // from the one new cluster this writes instead of running initdb per file.
    globalSetup: ["test/support/embeddedCluster.setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
