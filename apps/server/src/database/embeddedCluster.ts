import { renameSync, writeFileSync } from "node:fs"
import { PGlite } from "@electric-sql/pglite"

/**
 * Writes a new, empty cluster of the embedded database to `file` (a gzipped tar of its data
 * folder), for a new database to start from instead of running initdb: the build writes the one
 * beside the compiled server, the server tests the one beside the sources (src/paths.ts). Written
 * under another name and then renamed, so a process starting meanwhile reads a whole file or none.
 */
export const writeEmbeddedCluster = async (file: string) => {
  const cluster = await PGlite.create()
  try {
    const dump = await cluster.dumpDataDir("gzip")
    const partial = `${file}.${process.pid}.partial`
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()))
    renameSync(partial, file)
  } finally {
    await cluster.close()
  }
}
