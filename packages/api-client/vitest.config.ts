import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    // A worker's test files share its modules (docs/testing.md, "Test files share their worker").
    isolate: false,
    name: "api-client",
    include: ["test/**/*.test.ts"],
  },
})
