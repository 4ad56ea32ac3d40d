import { Effect } from "effect"
import type { GameDatabase, GameRow } from "../GameDatabases.ts"
import { mssqlDialect } from "../sql/dialect.ts"
import { parameter, sql } from "../sql/fragment.ts"
import { declarationOf, nvarchar } from "../sql/gameSchema.ts"
import type { GameStatement, GameValues } from "../sql/statements.ts"
import { asked, checkStatement as checkStatementOf } from "./checkStatement.ts"
import type { GameServerFacts } from "./facts.ts"

/** The oldest SQL Server the link's statements run on: 2012 (11.0) brought `OFFSET … FETCH`. */
const oldestMajor = 11

const { table, column, permission } = asked
const checkStatement = checkStatementOf(mssqlDialect)

/** The catalogue queries `gamelink check` sends SQL Server, read only; exported for the T-SQL grammar test. */
export const sqlServerCheckStatements = {
  version: checkStatement(
    "version",
    sql`SELECT CAST(SERVERPROPERTY('ProductVersion') AS nvarchar(128)) AS version`,
  ),
  login: checkStatement(
    "login",
    sql`SELECT SUSER_SNAME() AS login, CAST(CONNECTIONPROPERTY('encrypt_option') AS nvarchar(10)) AS encrypted`,
  ),
  collation: checkStatement(
    "collation",
    sql`SELECT collation_name FROM sys.columns WHERE object_id = OBJECT_ID(${table}) AND name = ${column}`,
  ),
  snapshotReads: checkStatement(
    "snapshotReads",
    sql`SELECT CAST(is_read_committed_snapshot_on AS int) AS snapshot FROM sys.databases WHERE name = DB_NAME()`,
  ),
  triggers: checkStatement(
    "triggers",
    sql`SELECT name FROM sys.triggers WHERE parent_id = OBJECT_ID(${table}) AND is_disabled = 0 ORDER BY name`,
  ),
  uniqueIndex: checkStatement(
    "uniqueIndex",
    sql`SELECT i.name FROM sys.indexes i
      WHERE i.object_id = OBJECT_ID(${table}) AND i.is_unique = 1
        AND (SELECT COUNT(*) FROM sys.index_columns k
             WHERE k.object_id = i.object_id AND k.index_id = i.index_id AND k.is_included_column = 0) = 1
        AND EXISTS (SELECT 1 FROM sys.index_columns k
                    JOIN sys.columns c ON c.object_id = k.object_id AND c.column_id = k.column_id
                    WHERE k.object_id = i.object_id AND k.index_id = i.index_id AND c.name = ${column})`,
  ),
  columns: checkStatement(
    "columns",
    sql`SELECT c.name, TYPE_NAME(c.user_type_id) AS type, CAST(c.max_length AS int) AS length
      FROM sys.columns c WHERE c.object_id = OBJECT_ID(${table})`,
  ),
  tablePermission: checkStatement(
    "tablePermission",
    sql`SELECT HAS_PERMS_BY_NAME(${table}, 'OBJECT', ${permission}) AS granted`,
  ),
  columnPermission: checkStatement(
    "columnPermission",
    sql`SELECT HAS_PERMS_BY_NAME(${table}, 'OBJECT', ${permission}, ${column}, 'COLUMN') AS granted`,
  ),
  describe: checkStatement(
    "describe",
    sql`EXEC sys.sp_describe_first_result_set @tsql = ${parameter("tsql", nvarchar)}, @params = ${parameter("params", nvarchar)}`,
  ),
} as const

const textOf = (row: GameRow | undefined, key: string) => (row?.[key] == null ? undefined : String(row[key]))

/** One game database on SQL Server, asked through its catalogue views. */
export const sqlServerFacts = (database: GameDatabase): GameServerFacts => {
  const ask = (statement: GameStatement, values: GameValues = {}) => database.run(statement, values)
  const statements = sqlServerCheckStatements
  const objectName = (name: string) => `dbo.${name}`
  return {
    product: "SQL Server",
    version: Effect.map(ask(statements.version), ([row]) => {
      const version = textOf(row, "version") ?? "unknown"
      const major = Number.parseInt(version, 10)
      return major >= oldestMajor
        ? { ok: true, detail: `SQL Server ${version}: 2012 (11.0) or later is needed` }
        : {
            ok: false,
            detail: `SQL Server ${version} is older than 2012 (11.0), which the link's OFFSET … FETCH needs; 2012 and 2014 also need their TLS 1.2 update for Node's OpenSSL 3`,
          }
    }),
    login: Effect.map(ask(statements.login), ([row]) => ({
      user: textOf(row, "login") ?? "unknown",
      encrypted: textOf(row, "encrypted") === undefined ? undefined : textOf(row, "encrypted") === "TRUE",
    })),
    userIdMatching: (gameTable, name) =>
      Effect.map(ask(statements.collation, { table: objectName(gameTable.name), column: name }), ([row]) => {
        const collation = textOf(row, "collation_name")
        if (collation === undefined)
          return { ok: false, detail: `dbo.${gameTable.name}.${name} has no collation (is it text?)` }
        return collation.includes("_CI_")
          ? {
              ok: true,
              detail: `dbo.${gameTable.name}.${name} ignores case (${collation}), as the game does`,
            }
          : {
              ok: false,
              detail: `dbo.${gameTable.name}.${name} compares case (${collation}): a player typing another case would not be found; give the column a _CI_ collation (ALTER TABLE dbo.${gameTable.name} ALTER COLUMN ${name} varchar(20) COLLATE SQL_Latin1_General_CP1_CI_AS NOT NULL)`,
            }
      }),
    snapshotReads: Effect.map(ask(statements.snapshotReads), ([row]) =>
      textOf(row, "snapshot") === "1"
        ? {
            ok: true,
            detail: `READ_COMMITTED_SNAPSHOT is on for ${database.name}: reads never wait behind the game's writes`,
          }
        : {
            ok: true,
            detail: `READ_COMMITTED_SNAPSHOT is off for ${database.name}: a read can wait behind the game's own transactions, up to GAME_DATABASE_REQUEST_TIMEOUT_MS; ALTER DATABASE ${database.name} SET READ_COMMITTED_SNAPSHOT ON avoids it`,
          },
    ),
    triggers: (gameTable) =>
      Effect.map(ask(statements.triggers, { table: objectName(gameTable.name) }), (rows) =>
        rows.map((row) => textOf(row, "name") ?? ""),
      ),
    uniqueIndex: (gameTable, name) =>
      Effect.map(ask(statements.uniqueIndex, { table: objectName(gameTable.name), column: name }), ([row]) =>
        textOf(row, "name"),
      ),
    columns: (gameTable) =>
      Effect.map(
        ask(statements.columns, { table: objectName(gameTable.name) }),
        (rows) =>
          new Map(
            rows.map((row) => {
              const type = (textOf(row, "type") ?? "").toLowerCase()
              const bytes = Number(row.length)
              const length =
                !["varchar", "char", "nvarchar", "nchar"].includes(type) || bytes === -1
                  ? undefined
                  : type.startsWith("n")
                    ? bytes / 2
                    : bytes
              return [(textOf(row, "name") ?? "").toLowerCase(), { type, length }]
            }),
          ),
      ),
    granted: (grant, name) =>
      Effect.map(
        name === undefined
          ? ask(statements.tablePermission, { table: objectName(grant.table.name), permission: grant.action })
          : ask(statements.columnPermission, {
              table: objectName(grant.table.name),
              permission: grant.action,
              column: name,
            }),
        ([row]) => textOf(row, "granted") === "1",
      ),
    // sp_describe_first_result_set compiles the statement against the real tables without running it.
    compileError: (statement) =>
      ask(statements.describe, {
        tsql: statement.text,
        params: statement.parameters.map((each) => `@${each.name} ${declarationOf(each.type)}`).join(", "),
      }).pipe(
        Effect.as(undefined),
        Effect.catchTag("GameDatabaseError", (error) =>
          error.unique ? Effect.fail(error) : Effect.succeed(messageOf(error.cause)),
        ),
      ),
  }
}

/**
 * What the server said, without the drivers' wrapping: the innermost message of the error's causes
 * (a SQL error's reason holds the server's own words).
 */
export const messageOf = (error: unknown): string => {
  let found = typeof error === "string" ? error : "unknown error"
  let current: unknown = error
  for (let depth = 0; depth < 8 && typeof current === "object" && current !== null; depth += 1) {
    if (current instanceof Error && current.message !== "") found = current.message
    const next: unknown =
      "reason" in current ? current.reason : "cause" in current ? current.cause : undefined
    current = next
  }
  return found
}
