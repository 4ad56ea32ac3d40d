import { availableParallelism } from "node:os"
import { defineConfig } from "vitest/config"

// One run covers every workspace; each workspace names itself in its own vitest.config.ts.
export default defineConfig({
  test: {
    // A worker on every core: Vitest's default keeps one core for its own process (one worker on two
    // cores), which waits on the workers.
    maxWorkers: availableParallelism(),
    projects: [
      "packages/*/vitest.config.ts",
      "apps/*/vitest.config.ts",
      "apps/server/vitest.offline.config.ts",
      "bench/vitest.config.ts",
    ],
  },
})
