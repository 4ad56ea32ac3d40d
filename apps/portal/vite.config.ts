import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"
import { messagesPlugin } from "../../packages/ui/messagesPlugin.ts"
import { precompress } from "./precompressPlugin.ts"
import { preloadFonts } from "./preloadFontsPlugin.ts"
import { siteName } from "./siteNamePlugin.ts"

/** Where `npm run dev` finds the API; the server listens on 8080 unless told otherwise. */
const apiTarget = process.env.GATEHOUSE_API_URL ?? "http://localhost:8080"

/** The display face's bold weight (its Basic Latin cut): every page's heading and the header's brand are drawn in it. */
const firstPaintFonts = ["cinzel-basic-700.woff2"]

/** React's own `useSyncExternalStore`, in place of the shim some libraries import for older Reacts. */
const syncExternalStore = `${import.meta.dirname}/useSyncExternalStore.ts`

/** The module a server-rendered page loads in place of the entry, to load the portal once painted. */
const bootModule = "/src/boot.ts"

/** The browser's build. */
const browserBuild = {
  outDir: "dist",
  emptyOutDir: true,
  // The bundle benchmark reads the manifest to add up what each route loads.
  manifest: true,
  // Every browser the portal supports preloads modules natively; the polyfill would only cost bytes.
  modulePreload: { polyfill: false },
  // One stylesheet for the whole portal (16 kB gz), cached for every page after the first: a page
  // rendered on the server would otherwise wait for one render-blocking stylesheet per part it
  // shows (seven on the home page), more round trips than a phone's connection can afford before
  // the first paint (docs/adr/0024-public-pages-rendered-on-the-server.md).
  cssCodeSplit: false,
  rolldownOptions: {
    // Reading a property is taken to do nothing else (no getter with side effects is relied on), so
    // a module-level value built from another's fields (the domain's currency names, say) is dropped
    // where nothing uses it: 1.3 kB gzip off the home route (docs/adr/0012-home-route-weight.md).
    treeshake: { propertyReadSideEffects: false as const },
    // The page's entry, and the boot module a server-rendered page loads in its place (src/boot.ts).
    input: {
      index: `${import.meta.dirname}/index.html`,
      boot: `${import.meta.dirname}${bootModule}`,
    },
    output: {
      // A lazy chunk is named by its hash alone: the entry lists every chunk's file so that a screen's
      // chunks load side by side, and the names beside the hashes cost 1.1 kB gzipped on every page
      // (docs/adr/0012-home-route-weight.md). The build's manifest still maps each source to its file.
      chunkFileNames: "assets/[hash].js",
      // Everything the entry imports statically goes into one chunk. Left alone, Rolldown splits off
      // each module the entry shares with a lazy screen (a dozen small chunks on the home route),
      // and every split costs its own request, import and export lists and a gzip stream that
      // compresses worse than one (docs/adr/0012-home-route-weight.md). The boot module stays apart.
      codeSplitting: {
        groups: [
          { name: "frame", tags: ["$initial" as const], test: (id: string) => !id.endsWith(bootModule) },
        ],
      },
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
  plugins: [
    messagesPlugin(),
    react(),
    vanillaExtractPlugin(),
    siteName(),
    preloadFonts(firstPaintFonts),
    precompress(),
  ],
  build: isSsrBuild ? serverRenderBuild : browserBuild,
  resolve: {
    alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: syncExternalStore }],
  },
  ssr: { noExternal: true },
  server: {
    // The server owns the API and the files it generates (banners and other pictures, the favicon),
    // so development reads them from it just as the built portal does.
    proxy: Object.fromEntries(
      ["/api", "/media", "/favicon.svg"].map((path) => [path, { target: apiTarget, changeOrigin: true }]),
    ),
  },
}))
