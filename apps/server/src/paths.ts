import { fileURLToPath } from "node:url"

// This module sits directly under `src/`, as the compiled `dist/main.js` sits directly under
// `dist/`, so the same relative paths hold whether the server runs from source or compiled.

/** The portal build next to this app in the repository, wherever the process was started. */
export const defaultPortalDir = fileURLToPath(new URL("../../portal/dist", import.meta.url))

/** The server's own favicons, for when the portal build lacks them. */
export const serverPublicDir = fileURLToPath(new URL("../public", import.meta.url))

/**
 * A new, empty database cluster of the embedded PostgreSQL, made at build time (build.ts): a fresh
 * data folder starts from it instead of running initdb, seconds that a busy machine makes many.
 * Beside the compiled server only; from source, a fresh folder runs initdb.
 */
export const embeddedClusterFile = fileURLToPath(new URL("./embedded-cluster.tar.gz", import.meta.url))
