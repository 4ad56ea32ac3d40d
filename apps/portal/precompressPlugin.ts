import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import * as path from "node:path"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"
import type { Plugin } from "vite"

/** Text the browser downloads; pictures and fonts are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/

/** Below this size the headers are most of the answer; the server sends such files as they are. */
const smallestWorthIt = 512

const filesUnder = (dir: string): ReadonlyArray<string> =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    return statSync(file).isDirectory() ? filesUnder(file) : [file]
  })

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the browser's build, at
 * the strongest settings, once: the server loads them with the files at start and answers each
 * request from memory, never compressing a file for a player (docs/adr/0028-launch-day.md).
 */
export const precompress = (): Plugin => ({
  name: "gatehouse:precompress",
  apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
  writeBundle: (options) => {
    const outDir = options.dir
    if (outDir === undefined) return
    for (const file of filesUnder(outDir)) {
      if (!compressible.test(file)) continue
      const bytes = readFileSync(file)
      if (bytes.length < smallestWorthIt) continue
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
      )
      writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }))
    }
  },
})
