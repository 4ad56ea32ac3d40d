import { readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"
import react from "@vitejs/plugin-react"
import { defineConfig, type Plugin } from "vite"

/**
 * Installed next to the library, so never bundled in: the peers the app provides, and `effect`, which
 * the bundled domain code (and its declarations) use and the published package depends on.
 */
const external = [/^react($|\/)/, /^react-dom($|\/)/, /^react-aria-components($|\/)/, /^effect($|\/)/]

const fontStylesheet = /[\\/]@fontsource[\\/]cinzel[\\/][^\\/]+\.css$/
const woff2Source = /src: url\(\.\/files\/([^)]+\.woff2)\) format\('woff2'\)[^;]*;/g

/**
 * A library build inlines every asset it meets, which would put the display face, base64, into the
 * stylesheet every page waits for. The published build ships it as woff2 files in `dist/fonts/`
 * beside `style.css` instead (every browser the portal supports reads woff2).
 */
const displayFaceAsFiles = (): Plugin => ({
  name: "gatehouse:display-face-as-files",
  enforce: "pre",
  transform(code, id) {
    if (!fontStylesheet.test(id)) return
    for (const [, file] of code.matchAll(woff2Source)) {
      if (file === undefined) continue
      this.emitFile({
        type: "asset",
        fileName: `fonts/${file}`,
        source: readFileSync(join(dirname(id), "files", file)),
      })
    }
    return code.replace(woff2Source, "src: url(./fonts/$1) format('woff2');")
  },
})

/**
 * The publishable library: one ES module plus one extracted stylesheet (`dist/style.css`) with the
 * vanilla-extract styles. `@gatehouse/domain` is bundled in, so the published package stands on its
 * own. Type declarations come from `tsc -p tsconfig.build.json` and `scripts/link-domain-types.mjs`.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [displayFaceAsFiles(), react(), vanillaExtractPlugin()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    lib: {
      entry: "src/index.ts",
      formats: ["es"],
      fileName: "index",
      cssFileName: "style",
    },
    rolldownOptions: { external },
  },
})
