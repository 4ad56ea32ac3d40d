import { defineConfig } from "vitest/config"

export default defineConfig({
  resolve: {
    alias: {
      // @effect/vitest 4.0.0-rc.112 imports `effect/testing/FastCheck`, which effect 4.1 no longer
      // ships; it is a plain re-export of fast-check, so point it at fast-check itself. The package is
      // inlined below so that Vite resolves its imports and applies the alias.
      "effect/testing/FastCheck": "fast-check",
    },
  },
  test: {
    // A worker's test files share its modules (docs/testing.md, "Test files share their worker").
    isolate: false,
    name: "domain",
    include: ["test/**/*.test.ts"],
    server: { deps: { inline: ["@effect/vitest"] } },
  },
})
