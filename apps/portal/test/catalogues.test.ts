import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import * as client from "@gatehouse/api-client"
import * as domain from "@gatehouse/domain"
import { compileMessage } from "@lingui/message-utils/compileMessage"
import { describe, expect, it } from "vitest"
import { isConsole, relativeName, sourceFiles } from "./sourceFiles.ts"

type Messages = Readonly<Record<string, string>>

const read = (file: string): Messages => JSON.parse(readFileSync(file, "utf8")) as Messages

/**
 * The placeholders a message fills in (`{site}`, `{count, plural, …}`), read from its compiled form:
 * a list of parts, each text or `[name, format?, options?]`, a plural's options lists of parts again.
 */
const argumentsOf = (message: string): ReadonlyArray<string> => {
  const names = new Set<string>()
  const visit = (parts: unknown): void => {
    if (!Array.isArray(parts)) return
    for (const part of parts) {
      if (!Array.isArray(part)) continue
      names.add(String(part[0]))
      const options: unknown = part[2]
      if (options !== null && typeof options === "object")
        for (const inner of Object.values(options)) visit(inner)
    }
  }
  visit(compileMessage(message))
  return [...names].sort()
}

const english = sourceFiles(".en.json")

describe("the catalogues", () => {
  it("exist: the ui and the portal speak from them", () => {
    expect(english.length).toBeGreaterThan(100)
  })

  it("name each key once in the whole portal, under the file's own name", () => {
    const owners = new Map<string, string>()
    for (const file of english) {
      const base = file.replace(/^.*[\\/]/, "").replace(/\.en\.json$/, "")
      for (const key of Object.keys(read(file))) {
        expect(owners.get(key), `${key} is in ${owners.get(key)} and ${relativeName(file)}`).toBeUndefined()
        expect(key.startsWith(`${base}.`), `${key} in ${relativeName(file)}`).toBe(true)
        owners.set(key, relativeName(file))
      }
    }
  })

  it("have every English key in Filipino, with the same placeholders, outside the staff console", () => {
    for (const file of english.filter((file) => !isConsole(file))) {
      const filipino = read(file.replace(/\.en\.json$/, ".fil.json"))
      const words = read(file)
      expect(Object.keys(filipino).sort(), relativeName(file)).toEqual(Object.keys(words).sort())
      for (const [key, message] of Object.entries(words)) {
        expect(argumentsOf(filipino[key] ?? ""), key).toEqual(argumentsOf(message))
      }
    }
  })

  it("are every one a message the compiler reads", () => {
    for (const file of sourceFiles(".json").filter((file) => /\.(en|fil)\.json$/.test(file))) {
      for (const [key, message] of Object.entries(read(file))) {
        expect(() => compileMessage(message), `${key} in ${relativeName(file)}`).not.toThrow()
      }
    }
  })
})

/** The catalogues of the domain's and the api-client's sentences: `<table>.fil.json` beside each table. */
const packageSources = join(import.meta.dirname, "..", "..", "..", "packages")
const domainCatalogues = [
  { root: join(packageSources, "domain", "src"), tables: domain as Readonly<Record<string, unknown>> },
  {
    root: join(packageSources, "api-client", "src", "client"),
    tables: client as Readonly<Record<string, unknown>>,
  },
].flatMap(({ root, tables }) =>
  readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".fil.json"))
    .map((file) => ({ file: join(root, file), tables })),
)

const spoken: Readonly<Record<string, unknown>> = { ...domain.domainFilipino, ...client.clientFilipino }

describe("the domain's catalogues", () => {
  it("exist: validation messages, page names and the client's failure texts are said from them", () => {
    const names = domainCatalogues.map(({ file }) => file.replace(/^.*[\\/]/, ""))
    for (const name of ["validationMessages", "routeCrumbs", "clientFailureTexts"])
      expect(names).toContain(`${name}.fil.json`)
  })

  it("say every sentence of their table, with the same placeholders, and reach the pages", () => {
    for (const { file, tables } of domainCatalogues) {
      const name = file.replace(/^.*[\\/]/, "").replace(/\.fil\.json$/, "")
      const table = tables[name] as Readonly<Record<string, unknown>> | undefined
      expect(table, `${relativeName(file)} names a table the package exports`).toBeTypeOf("object")
      // Its sentences as the pages and the server read them: tables inside by a dotted name, templates.
      const english = Object.entries(domain.sentencesOf((table ?? {}) as domain.SentenceTable))
      const filipino = read(file)
      expect(Object.keys(filipino).sort(), relativeName(file)).toEqual(
        english.map(([key]) => `${name}.${key}`).sort(),
      )
      for (const [key, sentence] of english) {
        expect(argumentsOf(filipino[`${name}.${key}`] ?? ""), `${name}.${key}`).toEqual(argumentsOf(sentence))
        expect(spoken[`${name}.${key}`], `${name}.${key} is in the Filipino catalogue`).toBeDefined()
      }
    }
  })
})
