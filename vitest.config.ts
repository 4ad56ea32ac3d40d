import { defineConfig } from "vitest/config"

// One run covers every workspace; each workspace names itself in its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: [
      "packages/*/vitest.config.ts",
      "apps/*/vitest.config.ts",
      "apps/server/vitest.offline.config.ts",
      "bench/vitest.config.ts",
    ],
  },
})
