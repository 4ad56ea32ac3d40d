// Which package each byte of a built chunk comes from, read from the chunk's source map, and what
// each package's share of the chunk weighs gzipped.
//
// The minified bytes are exact: every mapped segment of the output names its source file, and the
// bytes up to the next segment belong to it. Gzipped bytes cannot be split exactly, since gzip
// compresses a chunk as one stream and a package's bytes are compressed against its neighbours'.
// So each package's bytes in the chunk are gzipped on their own and those sizes are scaled to add
// up to the chunk's real gzipped size: an estimate where a chunk mixes packages, exact where it
// holds one package only.

import { constants, gzipSync } from "node:zlib"
import { decode, type SourceMapSegment } from "@jridgewell/sourcemap-codec"

/** Output no segment maps to a source: the bundler's runtime and its glue between modules (imports, exports). */
export const unmapped = "(bundler runtime and glue)"

export interface PackageShare {
  readonly name: string
  readonly bytes: number
  /** This package's share of the chunk's gzipped size (see the note at the top). */
  readonly gzipBytes: number
}

/** The parts of a source map this reads. */
export interface SourceMap {
  readonly sources: ReadonlyArray<string | null>
  readonly mappings: string
}

/**
 * The package a file under `node_modules` belongs to (`react-dom`, `@internationalized/number`),
 * from the last `node_modules` in its path; undefined for a file outside `node_modules`.
 */
export const nodeModulesPackage = (path: string): string | undefined => {
  const marker = "/node_modules/"
  const at = path.lastIndexOf(marker)
  if (at === -1) return undefined
  const [first, second] = path.slice(at + marker.length).split("/")
  if (!first) return undefined
  return first.startsWith("@") && second ? `${first}/${second}` : first
}

const gzipSize = (text: string) =>
  // Level 9, as Vite reports gzip sizes and as the rest of the bench weighs files.
  gzipSync(Buffer.from(text, "utf8"), { level: constants.Z_BEST_COMPRESSION }).byteLength

/**
 * The text of `code` each source of `map` produced, keyed by source index (-1 for unmapped text).
 * Columns are offsets into each line as JavaScript strings count them, as source maps define them.
 */
export const textBySource = (code: string, map: SourceMap): Map<number, string> => {
  const pieces = new Map<number, Array<string>>()
  const add = (source: number, text: string) => {
    if (text.length === 0) return
    const list = pieces.get(source)
    if (list) list.push(text)
    else pieces.set(source, [text])
  }
  const lines = code.split("\n")
  const mappedLines = decode(map.mappings)
  lines.forEach((line, index) => {
    const segments = [...(mappedLines[index] ?? [])].sort((a, b) => a[0] - b[0])
    add(-1, line.slice(0, segments[0]?.[0] ?? line.length))
    segments.forEach((segment: SourceMapSegment, at) => {
      const end = segments[at + 1]?.[0] ?? line.length
      // A one-field segment marks where a source's text stops without starting another's.
      add(segment.length === 1 ? -1 : segment[1], line.slice(segment[0], end))
    })
    if (index < lines.length - 1) add(-1, "\n")
  })
  return new Map([...pieces].map(([source, list]) => [source, list.join("")]))
}

/**
 * Splits one chunk by package: `packageOf` names the package of a source path as the map writes
 * it. Answers each package's minified bytes and its estimated share of `chunkGzipBytes`, largest first.
 */
export const attributeChunk = (
  code: string,
  map: SourceMap,
  packageOf: (source: string) => string,
  chunkGzipBytes: number,
): Array<PackageShare> => {
  const byPackage = new Map<string, Array<string>>()
  for (const [source, text] of textBySource(code, map)) {
    const sourcePath = source === -1 ? null : map.sources[source]
    const name = sourcePath === null || sourcePath === undefined ? unmapped : packageOf(sourcePath)
    byPackage.set(name, [...(byPackage.get(name) ?? []), text])
  }
  const measured = [...byPackage].map(([name, texts]) => {
    const text = texts.join("")
    return { name, bytes: Buffer.byteLength(text, "utf8"), alone: gzipSize(text) }
  })
  const aloneTotal = measured.reduce((sum, share) => sum + share.alone, 0)
  return measured
    .map(({ name, bytes, alone }) => ({
      name,
      bytes,
      gzipBytes: aloneTotal === 0 ? 0 : (alone * chunkGzipBytes) / aloneTotal,
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
}

/** Adds shares of the same package from several chunks together, largest first. */
export const sumShares = (shares: ReadonlyArray<PackageShare>): Array<PackageShare> => {
  const totals = new Map<string, { bytes: number; gzipBytes: number }>()
  for (const share of shares) {
    const total = totals.get(share.name) ?? { bytes: 0, gzipBytes: 0 }
    totals.set(share.name, { bytes: total.bytes + share.bytes, gzipBytes: total.gzipBytes + share.gzipBytes })
  }
  return [...totals].map(([name, total]) => ({ name, ...total })).sort((a, b) => b.gzipBytes - a.gzipBytes)
}
