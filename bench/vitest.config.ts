import { defineConfig } from "vitest/config"

// The benchmark's own arithmetic (medians, budgets, attributing bytes to packages), apart from any
// build, server or browser.
export default defineConfig({
  test: {
    // A worker's test files share its modules (docs/testing.md, "Test files share their worker").
    isolate: false,
    name: "bench",
    root: import.meta.dirname,
    include: ["**/*.test.ts"],
  },
})
