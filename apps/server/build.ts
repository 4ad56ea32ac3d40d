// Compiles the server for production: one ES module, `dist/main.js`, that plain `node` runs with no
// TypeScript loader. The workspace packages (domain rules, the API contract) are bundled in, since
// they ship as TypeScript; every other dependency stays in node_modules, loaded as published.
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { build } from "esbuild"
import { writeEmbeddedCluster } from "./src/database/embeddedCluster.ts"

const root = fileURLToPath(new URL(".", import.meta.url))
const manifest = JSON.parse(readFileSync(new URL("package.json", import.meta.url), "utf8")) as {
  dependencies: Record<string, string>
}
const published = Object.keys(manifest.dependencies).filter((name) => !name.startsWith("@gatehouse/"))

await build({
  absWorkingDir: root,
  entryPoints: ["src/main.ts"],
  outfile: "dist/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22.19",
  // Subpath imports (`effect/http`, `@effect/sql-pg/PgClient`) are external along with the package.
  external: published.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  // Keeps function and class names, which Effect's spans and the logs show.
  keepNames: true,
  logLevel: "warning",
})
console.log("Server compiled to apps/server/dist/main.js")

// A new, empty cluster for the embedded database, so a fresh data folder skips initdb (src/paths.ts).
await writeEmbeddedCluster(fileURLToPath(new URL("dist/embedded-cluster.tar.gz", import.meta.url)))
console.log("Embedded database cluster written to apps/server/dist/embedded-cluster.tar.gz")
