import { readFileSync } from "node:fs"
import { dirname, join, posix } from "node:path"
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"
import react from "@vitejs/plugin-react"
import { defineConfig, type Plugin } from "vite"

/**
 * Installed next to the library, so never bundled in: the peers the app provides,
 * `@gatehouse/domain`, the published package the ui depends on (ADR 0022), with its own `effect`,
 * and the console entry's rich-text editor packages.
 */
const external = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^react-aria-components($|\/)/,
  /^@gatehouse\/domain($|\/)/,
  /^effect($|\/)/,
  // The console's rich-text editor (TipTap and ProseMirror): dependencies of the console entry only.
  /^@tiptap\//,
]

/** The display face's stylesheets: @fontsource's, and the bold weight's Basic Latin cut (`theme/fonts/`). */
const fontStylesheet = /[\\/](@fontsource[\\/]cinzel|theme[\\/]fonts)[\\/][^\\/]+\.css$/
const woff2Source = /src: url\(\.\/files\/([^)]+\.woff2)\) format\(["']woff2["']\)[^;]*;/g

/**
 * A library build inlines every asset it meets, which would put the display face, base64, into the
 * stylesheet every page waits for. The published build ships it as woff2 files in `dist/fonts/`
 * instead, beside the stylesheets that name them (every browser the portal supports reads woff2).
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
    return code.replace(woff2Source, "src: url(./$1) format('woff2');")
  },
})

/**
 * Each emitted module imports the stylesheets its source imported (a `.css.ts` module, its own
 * styles), so an app that bundles one component loads that component's CSS and no other.
 *
 * Why a plugin: with `cssCodeSplit`, Vite writes one stylesheet per `.css.ts` module, but in library
 * mode it replaces every `import` of such a CSS-only chunk with an empty comment and drops the chunk,
 * leaving the styles unreferenced (vitejs/vite#1579). After Vite has done so, its metadata still lists
 * which stylesheets each module lost (`viteMetadata.importedCss`); this writes them back as imports in
 * place of those comments, on the same lines, so source maps stay true. The standard plugin for this,
 * vite-plugin-lib-inject-css, skips modules when `preserveModules` is on.
 */
const importOwnStylesheets = (): Plugin => ({
  name: "gatehouse:import-own-stylesheets",
  enforce: "post",
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== "chunk") continue
      const sheets = [...(chunk.viteMetadata?.importedCss ?? [])]
      if (sheets.length === 0) continue
      const from = posix.dirname(chunk.fileName)
      const imports = sheets
        .map((sheet) => {
          const path = posix.relative(from, sheet)
          return `import "${path.startsWith(".") ? path : `./${path}`}";`
        })
        .join("")
      let placed = false
      chunk.code = chunk.code.replace(/\/\* empty css +\*\//g, () => {
        if (placed) return ""
        placed = true
        return imports
      })
      if (!placed) chunk.code = `${imports}\n${chunk.code}`
    }
  },
})

/** `components/Pager/Pager.css.ts` → `components/Pager/Pager.css`; the display face's → `fonts/`. */
const stylesheetFileName = (name: string): string => {
  const face = /@fontsource\/cinzel\/([^/]+)\.css$/.exec(name)
  if (face) return `fonts/cinzel-${face[1]}.css`
  const cut = /theme\/fonts\/([^/]+\.css)$/.exec(name)
  if (cut) return `fonts/${cut[1]}`
  return name.replace(/\.css\.ts\.vanilla\.css$/, ".css")
}

/**
 * The publishable library, one ES module per source module (`preserveModules`) and one stylesheet
 * per `.css.ts` module, imported by the module that uses it: a bundler keeps only what an app
 * imports (README, "What each import costs"). The few helpers bundled from other packages (the
 * vanilla-extract recipes runtime) land in `vendor/`. Type declarations come from
 * `tsc -b tsconfig.build.json`.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [displayFaceAsFiles(), react(), vanillaExtractPlugin(), importOwnStylesheets()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    cssCodeSplit: true,
    lib: { entry: { index: "src/index.ts", "console/index": "src/console/index.ts" }, formats: ["es"] },
    rolldownOptions: {
      external,
      output: {
        preserveModules: true,
        preserveModulesRoot: "src",
        entryFileNames: (chunk) => `${chunk.name.replace(/^.*node_modules\//, "vendor/")}.js`,
        assetFileNames: (asset) => {
          const name = asset.names[0] ?? "asset"
          return name.endsWith(".css") ? stylesheetFileName(name) : `assets/${name}`
        },
      },
    },
  },
})
