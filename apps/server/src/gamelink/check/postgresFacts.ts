import { Effect } from "effect"
import type { GameDatabase, GameRow } from "../GameDatabases.ts"
import { postgresDialect } from "../sql/dialect.ts"
import { raw, sql } from "../sql/fragment.ts"
import type { GameStatement, GameValues } from "../sql/statements.ts"
import { asked, checkStatement as checkStatementOf } from "./checkStatement.ts"
import type { GameServerFacts } from "./facts.ts"
import { messageOf } from "./sqlServerFacts.ts"

/** PostgreSQL databases laid out like the game's, as the test suite keeps them: 12 or later. */
const oldestVersionNumber = 120000

const { table, column, permission } = asked
const checkStatement = checkStatementOf(postgresDialect)

const statements = {
  version: checkStatement(
    "version",
    sql`SELECT current_setting('server_version_num')::int AS number, current_setting('server_version') AS version`,
  ),
  login: checkStatement(
    "login",
    sql`SELECT current_user AS login, (SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()) AS encrypted`,
  ),
  triggers: checkStatement(
    "triggers",
    sql`SELECT tgname AS name FROM pg_trigger
      WHERE tgrelid = to_regclass(${table}) AND NOT tgisinternal AND tgenabled <> 'D' ORDER BY tgname`,
  ),
  uniqueIndex: checkStatement(
    "uniqueIndex",
    sql`SELECT indexrelid::regclass::text AS name FROM pg_index
      WHERE indrelid = to_regclass(${table}) AND indisunique AND indnkeyatts = 1
        AND lower(pg_get_indexdef(indexrelid, 1, true)) LIKE '%' || lower(${column}) || '%'`,
  ),
  // pg_attribute, unlike information_schema, lists columns the login holds no grant on.
  columns: checkStatement(
    "columns",
    sql`SELECT a.attname AS name, format_type(a.atttypid, NULL) AS type,
        CASE WHEN a.atttypid IN ('varchar'::regtype, 'bpchar'::regtype) AND a.atttypmod > 4 THEN a.atttypmod - 4 END AS length
      FROM pg_attribute a
      WHERE a.attrelid = to_regclass(${table}) AND a.attnum > 0 AND NOT a.attisdropped`,
  ),
  tablePermission: checkStatement(
    "tablePermission",
    sql`SELECT has_table_privilege(${table}, ${permission}) AS granted`,
  ),
  columnPermission: checkStatement(
    "columnPermission",
    sql`SELECT has_column_privilege(${table}, lower(${column}), ${permission}) AS granted`,
  ),
} as const

const textOf = (row: GameRow | undefined, key: string) => (row?.[key] == null ? undefined : String(row[key]))

/** One PostgreSQL database laid out like the game's, asked through pg_catalog and information_schema. */
export const postgresFacts = (database: GameDatabase): GameServerFacts => {
  const ask = (statement: GameStatement, values: GameValues = {}) => database.run(statement, values)
  return {
    product: "PostgreSQL",
    version: Effect.map(ask(statements.version), ([row]) => {
      const version = textOf(row, "version") ?? "unknown"
      return Number(row?.number) >= oldestVersionNumber
        ? { ok: true, detail: `PostgreSQL ${version}: 12 or later is needed` }
        : { ok: false, detail: `PostgreSQL ${version} is older than 12` }
    }),
    login: Effect.map(ask(statements.login), ([row]) => ({
      user: textOf(row, "login") ?? "unknown",
      encrypted: row?.encrypted == null ? undefined : row.encrypted === true,
    })),
    userIdMatching: (gameTable, name) =>
      Effect.succeed({
        ok: true,
        detail: `dbo.${gameTable.name}.${name}: PostgreSQL compares exactly, so the link compares lower(${name}) on both sides`,
      }),
    snapshotReads: Effect.succeed({
      ok: true,
      detail: `${database.name}: PostgreSQL reads never wait behind writes`,
    }),
    triggers: (gameTable) =>
      Effect.map(ask(statements.triggers, { table: `dbo.${gameTable.name}` }), (rows) =>
        rows.map((row) => textOf(row, "name") ?? ""),
      ),
    uniqueIndex: (gameTable, name) =>
      Effect.map(ask(statements.uniqueIndex, { table: `dbo.${gameTable.name}`, column: name }), ([row]) =>
        textOf(row, "name"),
      ),
    columns: (gameTable) =>
      Effect.map(
        ask(statements.columns, { table: `dbo.${gameTable.name}` }),
        (rows) =>
          new Map(
            rows.map((row) => [
              (textOf(row, "name") ?? "").toLowerCase(),
              {
                type: (textOf(row, "type") ?? "").toLowerCase(),
                length: row.length == null ? undefined : Number(row.length),
              },
            ]),
          ),
      ),
    granted: (grant, name) =>
      Effect.map(
        name === undefined
          ? ask(statements.tablePermission, { table: `dbo.${grant.table.name}`, permission: grant.action })
          : ask(statements.columnPermission, {
              table: `dbo.${grant.table.name}`,
              permission: grant.action,
              column: name,
            }),
        ([row]) => row?.granted === true,
      ),
    // PREPARE compiles the statement against the real tables without running it; one connection.
    compileError: (statement) =>
      database
        .transaction((connection) =>
          Effect.andThen(
            connection.run(
              checkStatement("prepare", sql`PREPARE gatehouse_check AS ${raw(statement.text)}`),
              {},
            ),
            connection.run(checkStatement("deallocate", sql`DEALLOCATE gatehouse_check`), {}),
          ),
        )
        .pipe(
          Effect.as(undefined),
          Effect.catchTag("GameDatabaseError", (error) => Effect.succeed(messageOf(error.cause))),
        ),
  }
}
