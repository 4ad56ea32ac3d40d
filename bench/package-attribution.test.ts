import { encode } from "@jridgewell/sourcemap-codec"
import { describe, expect, it } from "vitest"
import {
  attributeChunk,
  nodeModulesPackage,
  sumShares,
  textBySource,
  unmapped,
} from "./package-attribution.ts"

describe("nodeModulesPackage", () => {
  it("names a package from the last node_modules of a path, scoped or not", () => {
    expect(nodeModulesPackage("/repo/node_modules/react-dom/cjs/react-dom.production.js")).toBe("react-dom")
    expect(nodeModulesPackage("/repo/node_modules/@internationalized/number/dist/main.mjs")).toBe(
      "@internationalized/number",
    )
    expect(nodeModulesPackage("/repo/node_modules/a/node_modules/scheduler/index.js")).toBe("scheduler")
  })

  it("names nothing for a file of the repository itself", () => {
    expect(nodeModulesPackage("/repo/packages/ui/src/index.ts")).toBeUndefined()
  })
})

// A chunk of two lines: an import no source maps, then React's code, ours, and a closing brace that
// a one-field segment leaves without a source.
const code = 'import"x";\nfunction r(){}function o(){return"home"}}'
const map = {
  sources: ["/repo/node_modules/react/index.js", "/repo/packages/ui/src/Home.tsx"],
  mappings: encode([[], [[0, 0, 0, 0], [14, 1, 0, 0], [40]]]),
}

describe("textBySource", () => {
  it("gives each source the text from its segment to the next, and unmapped text to nobody", () => {
    const texts = textBySource(code, map)
    expect(texts.get(0)).toBe("function r(){}")
    expect(texts.get(1)).toBe('function o(){return"home"}')
    expect(texts.get(-1)).toBe('import"x";\n}')
  })

  it("accounts for every character of the chunk exactly once", () => {
    const total = [...textBySource(code, map).values()].reduce((sum, text) => sum + text.length, 0)
    expect(total).toBe(code.length)
  })
})

describe("attributeChunk", () => {
  const packageOf = (source: string) => nodeModulesPackage(source) ?? "@gatehouse/ui"

  it("splits the chunk's real gzipped size between its packages, to the byte in total", () => {
    const shares = attributeChunk(code, map, packageOf, 90)
    expect(shares.map((share) => share.name).sort()).toEqual([unmapped, "@gatehouse/ui", "react"])
    expect(shares.reduce((sum, share) => sum + share.gzipBytes, 0)).toBeCloseTo(90)
    expect(shares.find((share) => share.name === "react")?.bytes).toBe(14)
  })

  it("gives a chunk of one package all of its gzipped size", () => {
    const onlyReact = { sources: map.sources, mappings: encode([[[0, 0, 0, 0]]]) }
    expect(attributeChunk("function r(){}", onlyReact, packageOf, 31)).toEqual([
      { name: "react", bytes: 14, gzipBytes: 31 },
    ])
  })
})

describe("sumShares", () => {
  it("adds one package's shares from several chunks", () => {
    expect(
      sumShares([
        { name: "effect", bytes: 10, gzipBytes: 4 },
        { name: "react", bytes: 3, gzipBytes: 1 },
        { name: "effect", bytes: 5, gzipBytes: 2 },
      ]),
    ).toEqual([
      { name: "effect", bytes: 15, gzipBytes: 6 },
      { name: "react", bytes: 3, gzipBytes: 1 },
    ])
  })
})
