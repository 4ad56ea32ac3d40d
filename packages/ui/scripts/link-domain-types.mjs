// The published package bundles `@gatehouse/domain` into its JavaScript, so its declarations must
// carry the domain's declarations too: `tsc -p tsconfig.build.json` emits both trees under
// dist/types/ (ui/ and domain/), and this points every `@gatehouse/domain` import in the ui tree at
// the domain tree beside it. Afterwards no declaration names a workspace package.
import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import { dirname, join, relative, sep } from "node:path"
import { fileURLToPath } from "node:url"

const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..")
const typesDir = join(packageDir, "dist", "types")
const domainEntry = join(typesDir, "domain", "src", "index.ts")

const declarationFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return declarationFiles(path)
    return entry.name.endsWith(".d.ts") ? [path] : []
  })

const relativeSpecifier = (fromFile) => {
  const path = relative(dirname(fromFile), domainEntry).split(sep).join("/")
  return path.startsWith(".") ? path : `./${path}`
}

const remaining = []
for (const file of declarationFiles(join(typesDir, "ui"))) {
  const text = readFileSync(file, "utf8")
  const linked = text.replaceAll(
    /(["'])@gatehouse\/domain\1/g,
    (_, quote) => `${quote}${relativeSpecifier(file)}${quote}`,
  )
  if (linked !== text) writeFileSync(file, linked)
  if (/["']@gatehouse\//.test(linked)) remaining.push(relative(packageDir, file))
}

if (remaining.length > 0) {
  console.error("These declarations import a workspace package the published package does not carry:")
  for (const file of remaining) console.error(`  ${file}`)
  process.exit(1)
}
