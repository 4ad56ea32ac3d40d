import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    name: "art",
    include: ["test/**/*.test.ts"],
  },
})
