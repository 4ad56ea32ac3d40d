import type { Effect } from "effect"
import type { GameDatabaseError } from "../GameDatabases.ts"
import type { GameTable } from "../sql/gameSchema.ts"
import type { GameStatement, Grant } from "../sql/statements.ts"

/** A column as the operator's server declares it. */
export interface ColumnFound {
  /** The type's name in lower case (`int`, `varchar`, `character varying`, `datetime2`). */
  readonly type: string
  /** Characters a text column holds; undefined for other types and for unlimited text. */
  readonly length: number | undefined
}

/** A finding that is right either way, with what it means for the operator. */
export interface Verdict {
  readonly ok: boolean
  readonly detail: string
}

/**
 * What `gamelink check` asks one game database, read only: each server answers from its own
 * catalogue (SQL Server's sys views, PostgreSQL's pg_catalog and information_schema).
 */
export interface GameServerFacts {
  /** "SQL Server" or "PostgreSQL". */
  readonly product: string
  readonly version: Effect.Effect<Verdict, GameDatabaseError>
  /** Who the portal is logged in as, and whether the connection is encrypted. */
  readonly login: Effect.Effect<
    { readonly user: string; readonly encrypted: boolean | undefined },
    GameDatabaseError
  >
  /** Whether the column matches user IDs the way the game does (ignoring case). */
  readonly userIdMatching: (table: GameTable, column: string) => Effect.Effect<Verdict, GameDatabaseError>
  /** Whether reads wait behind the game's own transactions (READ_COMMITTED_SNAPSHOT). */
  readonly snapshotReads: Effect.Effect<Verdict, GameDatabaseError>
  /** The table's enabled triggers, by name. */
  readonly triggers: (table: GameTable) => Effect.Effect<ReadonlyArray<string>, GameDatabaseError>
  /** A unique index on the column alone, by name. */
  readonly uniqueIndex: (
    table: GameTable,
    column: string,
  ) => Effect.Effect<string | undefined, GameDatabaseError>
  /** The table's columns by lower-case name; empty when there is no such table. */
  readonly columns: (table: GameTable) => Effect.Effect<ReadonlyMap<string, ColumnFound>, GameDatabaseError>
  /** Whether the login holds a grant (on the column, when one is named). */
  readonly granted: (grant: Grant, column: string | undefined) => Effect.Effect<boolean, GameDatabaseError>
  /** Why a statement does not compile here, or undefined when it does; it is never run. */
  readonly compileError: (statement: GameStatement) => Effect.Effect<string | undefined, GameDatabaseError>
}
