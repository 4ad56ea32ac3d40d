// Vitest's global setup for the server tests: every test file starts its own embedded database, and
// each would otherwise run initdb, seconds apiece on a busy machine. One new cluster is written
// beside the sources once per run (src/paths.ts) and every file's database starts from it, as a
// production data folder starts from the build's.
import { writeEmbeddedCluster } from "../../src/database/embeddedCluster.ts"
import { embeddedClusterFile } from "../../src/paths.ts"

export default async function setup() {
  await writeEmbeddedCluster(embeddedClusterFile)
}
