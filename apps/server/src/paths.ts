import { fileURLToPath } from "node:url"

// This module sits directly under `src/`, as the compiled `dist/main.js` sits directly under
// `dist/`, so the same relative paths hold whether the server runs from source or compiled.

/** The portal build next to this app in the repository, wherever the process was started. */
export const defaultPortalDir = fileURLToPath(new URL("../../portal/dist", import.meta.url))

/** The server's own favicons, for when the portal build lacks them. */
export const serverPublicDir = fileURLToPath(new URL("../public", import.meta.url))

/**
 * A new, empty database cluster of the embedded PostgreSQL (database/embeddedCluster.ts): a new
 * database starts from it instead of running initdb, seconds that a busy machine makes many. The
 * build writes it beside the compiled server; the server tests write the one beside the sources
 * (test/support/embeddedCluster.setup.ts), which version control ignores. Without it, initdb runs.
 */
export const embeddedClusterFile = fileURLToPath(new URL("./embedded-cluster.tar.gz", import.meta.url))
