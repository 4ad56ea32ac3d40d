import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vitest/config"

// Logic that stories cannot show; everything a player sees is tested by the stories.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: "ui",
    root: import.meta.dirname,
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "happy-dom",
  },
})
