import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

/** Where `npm run dev` finds the API; the server listens on 8080 unless told otherwise. */
const apiTarget = process.env.GATEHOUSE_API_URL ?? "http://localhost:8080"

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The bundle benchmark reads the manifest to add up what each route loads.
    manifest: true,
  },
  server: {
    proxy: {
      "/api": { target: apiTarget, changeOrigin: true },
      // The favicon is one of the server's files, so development shows the same icon.
      "/favicon.svg": { target: apiTarget, changeOrigin: true },
    },
  },
})
