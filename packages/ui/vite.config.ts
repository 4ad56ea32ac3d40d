import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join, posix } from "node:path"
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"
import react from "@vitejs/plugin-react"
import { defineConfig, type Plugin } from "vite"
import { messagesPlugin } from "./messagesPlugin.ts"

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
  // The message runtime and, for a server's own catalogue, its compiler: dependencies of the package.
  /^@lingui\//,
  // The console's rich-text editor (TipTap and ProseMirror): dependencies of the console entry only.
  /^@tiptap\//,
]

/** The opt-in display face: one stylesheet whose `@import`s name the face's `@font-face` rules. */
const displayFaceSource = join(import.meta.dirname, "src", "theme", "fonts", "display-face.css")
const woff2Source = /src: url\(\.\/files\/([^)]+\.woff2)\) format\(["']woff2["']\)[^;]*;/g

/**
 * Publishes the display face as `fonts/display-face.css` (the `./display-face.css` export) with its
 * woff2 files beside it. No module imports it: an app that shows the default theme's face imports it
 * once, and one whose theme names another face never downloads or bundles it. The `@import`s are
 * inlined into one stylesheet, so the app's bundler meets one file, and each rule keeps only its woff2
 * source (every browser the portal supports reads woff2); a library build would otherwise inline the
 * fonts, base64, into the stylesheet.
 */
const displayFaceStylesheet = (): Plugin => ({
  name: "gatehouse:display-face-stylesheet",
  generateBundle() {
    const require = createRequire(displayFaceSource)
    const imported = [...readFileSync(displayFaceSource, "utf8").matchAll(/@import "([^"]+)";/g)]
    const rules = imported.map(([, specifier = ""]) => {
      const path = specifier.startsWith(".")
        ? join(dirname(displayFaceSource), specifier)
        : require.resolve(specifier)
      const css = readFileSync(path, "utf8")
      for (const [, file = ""] of css.matchAll(woff2Source)) {
        this.emitFile({
          type: "asset",
          fileName: `fonts/${file}`,
          source: readFileSync(join(dirname(path), "files", file)),
        })
      }
      return css.replace(woff2Source, "src: url(./$1) format('woff2');")
    })
    this.emitFile({ type: "asset", fileName: "fonts/display-face.css", source: rules.join("\n") })
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

/** `components/Pager/Pager.css.ts` → `components/Pager/Pager.css`. */
const stylesheetFileName = (name: string): string => name.replace(/\.css\.ts\.vanilla\.css$/, ".css")

/**
 * The publishable library, one ES module per source module (`preserveModules`) and one stylesheet
 * per `.css.ts` module, imported by the module that uses it: a bundler keeps only what an app
 * imports (README, "What each import costs"). The few helpers bundled from other packages (the
 * vanilla-extract recipes runtime) land in `vendor/`. Type declarations come from
 * `tsc -b tsconfig.build.json`.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    messagesPlugin(),
    react(),
    vanillaExtractPlugin(),
    importOwnStylesheets(),
    displayFaceStylesheet(),
  ],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    cssCodeSplit: true,
    lib: {
      entry: {
        index: "src/index.ts",
        "console/index": "src/console/index.ts",
        "messages/index": "src/i18n/catalogues/index.ts",
        "messages/fil": "src/i18n/catalogues/filipino.ts",
      },
      formats: ["es"],
    },
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
