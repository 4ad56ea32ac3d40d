import type { Redacted } from "effect"

/**
 * Where the data lives. Embedded runs PGlite inside the process (in memory when `dataDir` is
 * undefined, which only tests use); External is any PostgreSQL 15+ reached by URL.
 */
export type DatabaseSettings =
  | { readonly _tag: "Embedded"; readonly dataDir: string | undefined }
  | { readonly _tag: "External"; readonly url: Redacted.Redacted }

export const embeddedDatabase = (dataDir: string | undefined): DatabaseSettings => ({
  _tag: "Embedded",
  dataDir,
})

export const externalDatabase = (url: Redacted.Redacted): DatabaseSettings => ({ _tag: "External", url })
