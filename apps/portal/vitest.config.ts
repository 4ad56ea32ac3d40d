import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vitest/config"
import { messagesPlugin } from "../../packages/ui/messagesPlugin.ts"

export default defineConfig({
  plugins: [messagesPlugin(), react(), vanillaExtractPlugin()],
  test: {
    // A worker's test files share its modules (docs/testing.md, "Test files share their worker").
    isolate: false,
    name: "portal",
    root: import.meta.dirname,
    include: ["test/**/*.test.{ts,tsx}"],
    environment: "happy-dom",
    setupFiles: ["test/setup.ts"],
    testTimeout: 60_000,
  },
})
