import { readFileSync } from "node:fs"
import { dirname, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { expect, it } from "vitest"

const entry = resolve(dirname(fileURLToPath(import.meta.url)), "../src/index.ts")

/**
 * What a module imports at run time: `import type` and `export type` statements are erased from the
 * build, so the tables may name the contract's types without loading it.
 */
const runtimeImports = (source: string) =>
  [...source.matchAll(/^(?:import|export)(\s+type\b)?[^"]*?\sfrom\s+"([^"]+)"/gm)]
    .filter((match) => match[1] === undefined)
    .map((match) => match[2] ?? "")

/** Every module the browser entry reaches through relative imports, with what each imports. */
const importGraph = (file: string, seen = new Map<string, ReadonlyArray<string>>()) => {
  if (seen.has(file)) return seen
  const specifiers = runtimeImports(readFileSync(file, "utf8"))
  seen.set(file, specifiers)
  for (const specifier of specifiers) {
    if (specifier.startsWith(".")) importGraph(resolve(dirname(file), specifier), seen)
  }
  return seen
}

it("keeps the HttpApi classes out of the browser entry, so bundles stay small", () => {
  const graph = importGraph(entry)
  const offenders = [...graph].filter(
    ([file, specifiers]) =>
      file.includes("/contract/") || specifiers.some((specifier) => specifier.startsWith("effect/http")),
  )
  expect(graph.size).toBeGreaterThan(10)
  expect(offenders).toEqual([])
})

it("keeps the staff console's calls and schemas out of the player's entry (they are ./console's)", () => {
  const consoleModules = [...importGraph(entry).keys()].filter(
    (file) => file.includes("/client/console/") || file.includes("/schemas/staff/"),
  )
  expect(consoleModules).toEqual([])
})
