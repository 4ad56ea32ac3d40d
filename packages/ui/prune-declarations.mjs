// After `tsc` has written a declaration beside every module in dist/, keeps only the declarations a
// consumer can reach from the published entries' types, and checks that those name no package the
// published manifest does not give the consumer.
//
// Why: the package has no deep imports, so a module no entry's types lead to (a `.css.ts` module, a
// style helper) has no reader, yet its declaration would still import what it was built with
// (`@vanilla-extract/css`, which a consumer never installs), and type checkers such as
// arethetypeswrong read every declaration shipped. The JavaScript stays: it is what the entries run.
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { dirname, join, relative, resolve } from "node:path"

const packageDir = import.meta.dirname
const manifest = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"))
const published = manifest.publishConfig

const entryTypes = Object.values(published.exports)
  .flatMap((target) => (typeof target === "object" && target.types ? [target.types] : []))
  .map((types) => resolve(packageDir, types))
const provided = new Set([
  ...Object.keys(published.dependencies ?? {}),
  ...Object.keys(published.peerDependencies ?? {}),
])

/** `./x.tsx`, `./x.ts` or `./x.js` in a declaration: the `x.d.ts` beside it. */
const declarationOf = (from, specifier) =>
  resolve(dirname(from), specifier)
    .replace(/\.(tsx?|jsx?)$/, "")
    .concat(".d.ts")
const packageOf = (specifier) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/")

const reached = new Set()
const problems = []
const visit = (file, from) => {
  if (reached.has(file)) return
  if (!existsSync(file)) {
    problems.push(`${relative(packageDir, from)} imports ${relative(packageDir, file)}, which is not built`)
    return
  }
  reached.add(file)
  const text = readFileSync(file, "utf8")
  for (const [, specifier] of text.matchAll(/(?:from |import\(|import )"([^"]+)"/g)) {
    if (specifier.startsWith(".")) visit(declarationOf(file, specifier), file)
    else if (!provided.has(packageOf(specifier)))
      problems.push(
        `${relative(packageDir, file)} imports ${specifier}, which the published manifest does not provide`,
      )
  }
}
for (const entry of entryTypes) visit(entry, join(packageDir, "package.json"))

if (problems.length > 0)
  throw new Error(`The published declarations would not resolve:\n${problems.join("\n")}`)

const declarationsUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return declarationsUnder(path)
    return entry.name.endsWith(".d.ts") ? [path] : []
  })
let removed = 0
for (const file of declarationsUnder(join(packageDir, "dist"))) {
  if (reached.has(file)) continue
  rmSync(file)
  removed += 1
}
console.log(
  `Declarations: ${reached.size} reachable from the entries kept, ${removed} internal ones removed.`,
)
