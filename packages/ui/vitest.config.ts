import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vitest/config"
import { messagesPlugin } from "./messagesPlugin.ts"

// Logic that stories cannot show; everything a player sees is tested by the stories.
export default defineConfig({
  plugins: [messagesPlugin(), react(), vanillaExtractPlugin()],
  test: {
    // A worker's test files share its modules (docs/testing.md, "Test files share their worker").
    isolate: false,
    name: "ui",
    root: import.meta.dirname,
    // test/ holds checks of the package as a whole, such as the docs pages' descriptions.
    include: ["test/**/*.test.{ts,tsx}", "src/**/*.test.{ts,tsx}"],
    environment: "happy-dom",
  },
})
