// Storybook's docs pages and controls describe each prop with the JSDoc that react-docgen reads from
// the component's source (Storybook's default docgen for React with Vite). This reads the docgen the
// same way, for every component the package exports, so what passes here is what designers see.
import { existsSync, readFileSync } from "node:fs"
import { dirname, resolve } from "node:path"
import { builtinHandlers, builtinResolvers, type Documentation, makeFsImporter, parse } from "react-docgen"
import ts from "typescript"
import { describe, expect, it } from "vitest"

const indexFile = resolve(import.meta.dirname, "../src/index.ts")

interface ExportedComponent {
  readonly name: string
  readonly file: string
}

/** Every value exported from the public barrel whose name starts with a capital: the components. */
const exportedComponents = (): ReadonlyArray<ExportedComponent> => {
  const source = ts.createSourceFile(indexFile, readFileSync(indexFile, "utf8"), ts.ScriptTarget.Latest)
  const components: Array<ExportedComponent> = []
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || statement.isTypeOnly) continue
    const { exportClause, moduleSpecifier } = statement
    if (!exportClause || !ts.isNamedExports(exportClause)) continue
    if (!moduleSpecifier || !ts.isStringLiteral(moduleSpecifier)) continue
    const file = resolve(dirname(indexFile), moduleSpecifier.text)
    for (const element of exportClause.elements) {
      if (element.isTypeOnly) continue
      const name = element.name.text
      if (/^[A-Z]/.test(name)) components.push({ name, file })
    }
  }
  return components
}

const notFound = (specifier: string): Error =>
  // react-docgen leaves a type unresolved (as Storybook's importer does for packages) on this code.
  Object.assign(new Error(`'${specifier}' is not read for docgen`), { code: "MODULE_NOT_FOUND" })

/**
 * Follows the package's own relative imports, so props declared in a shared interface of the package
 * count; types from other packages (react-aria, the DOM) stay unresolved and list no props, as in
 * Storybook.
 */
const importer = makeFsImporter((specifier, basedir) => {
  // A component's catalogue (its `*.en.json`) holds words, not props.
  if (!specifier.startsWith(".") || specifier.endsWith(".json")) throw notFound(specifier)
  const file = resolve(basedir, specifier)
  if (!existsSync(file)) throw notFound(specifier)
  return file
})

const docgenByFile = new Map<string, ReadonlyArray<Documentation>>()
const docgenOf = (file: string): ReadonlyArray<Documentation> => {
  const known = docgenByFile.get(file)
  if (known) return known
  const found = parse(readFileSync(file, "utf8"), {
    filename: file,
    resolver: new builtinResolvers.FindExportedDefinitionsResolver(),
    handlers: Object.values(builtinHandlers),
    importer,
  })
  docgenByFile.set(file, found)
  return found
}

const components = exportedComponents()
const documented = components.map((component) => ({
  ...component,
  docgen: docgenOf(component.file).find((doc) => doc.displayName === component.name),
}))
const citesSpec = (description: string): boolean => /§|\bspec\b|\bspecification\b/i.test(description)

const props = documented.flatMap(({ name, docgen }) =>
  Object.entries(docgen?.props ?? {}).map(([prop, info]) => ({
    id: `${name}.${prop}`,
    description: info.description?.trim() ?? "",
  })),
)

const componentDescriptions = documented.map(({ name, docgen }) => ({
  name,
  description: docgen?.description?.trim() ?? "",
}))

describe("the docs pages' prop tables", () => {
  it("find the exported components", () => {
    expect(components.length).toBeGreaterThan(50)
    expect(components.map(({ name }) => name)).toContain("ItemCard")
  })

  it("have every exported component, read from its source", () => {
    const missing = documented.filter(({ docgen }) => docgen === undefined).map(({ name }) => name)
    expect(missing, "components whose props docgen cannot read").toEqual([])
  })

  it("describe every prop declared in the package", () => {
    const undescribed = props.filter(({ description }) => description === "").map(({ id }) => id)
    expect(undescribed, "props without a JSDoc description").toEqual([])
  })

  it("describe props in a designer's words, not with references to the specification", () => {
    const citing = props.filter(({ description }) => citesSpec(description)).map(({ id }) => id)
    expect(citing, "props whose description cites the specification").toEqual([])
  })
})

// The component's own JSDoc is the first paragraph of its docs page: what a designer reads first.
describe("the docs pages' introductions", () => {
  it("describe every exported component", () => {
    const undescribed = componentDescriptions
      .filter(({ description }) => description === "")
      .map(({ name }) => name)
    expect(undescribed, "components without a JSDoc description").toEqual([])
  })

  it("describe components in a designer's words, not with references to the specification", () => {
    const citing = componentDescriptions
      .filter(({ description }) => citesSpec(description))
      .map(({ name }) => name)
    expect(citing, "components whose description cites the specification").toEqual([])
  })
})
