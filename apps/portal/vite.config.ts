import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"
import { siteName } from "./siteNamePlugin.ts"

/** Where `npm run dev` finds the API; the server listens on 8080 unless told otherwise. */
const apiTarget = process.env.GATEHOUSE_API_URL ?? "http://localhost:8080"

/** The browser's build. */
const browserBuild = {
  outDir: "dist",
  emptyOutDir: true,
  // The bundle benchmark reads the manifest to add up what each route loads.
  manifest: true,
  // Every browser the portal supports preloads modules natively; the polyfill would only cost bytes.
  modulePreload: { polyfill: false },
  rolldownOptions: {
    output: {
      // Everything the entry imports statically goes into one chunk. Left alone, Rolldown splits off
      // each module the entry shares with a lazy screen (a dozen small chunks on the home route),
      // and every split costs its own request, import and export lists and a gzip stream that
      // compresses worse than one (docs/adr/0012-home-route-weight.md).
      codeSplitting: { groups: [{ name: "frame", tags: ["$initial" as const] }] },
    },
  },
}

/**
 * The server's build (`vite build --ssr src/render/entry-server.tsx`): the renderer of the public
 * pages as one module with everything it imports, so the server loads it from `dist-server/` and
 * needs no portal packages.
 */
const serverRenderBuild = { outDir: "dist-server", emptyOutDir: true }

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: [react(), vanillaExtractPlugin(), siteName()],
  build: isSsrBuild ? serverRenderBuild : browserBuild,
  ssr: { noExternal: true },
  server: {
    // The server owns the API and the files it generates (banners and other pictures, the favicon),
    // so development reads them from it just as the built portal does.
    proxy: Object.fromEntries(
      ["/api", "/media", "/favicon.svg"].map((path) => [path, { target: apiTarget, changeOrigin: true }]),
    ),
  },
}))
