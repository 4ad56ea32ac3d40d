import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vitest/config"

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: "ui",
    root: import.meta.dirname,
    include: ["test/**/*.test.{ts,tsx}", "src/**/*.test.{ts,tsx}"],
    environment: "happy-dom",
    testTimeout: 60_000,
  },
})
