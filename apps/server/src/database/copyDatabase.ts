import { Console, Data, Effect, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { runMigrations } from "./migrate.ts"
import { decodeRows } from "./rows.ts"

const ColumnRow = Schema.Struct({ table_name: Schema.String, column_name: Schema.String })
const ReferenceRow = Schema.Struct({ child: Schema.String, parent: Schema.String })
const CountRow = Schema.Struct({ count: Schema.String })
const BalancesRow = Schema.Struct({ r_coin: Schema.String, milleage: Schema.String })
const LedgerRow = Schema.Struct({ currency: Schema.String, total: Schema.String })

/** Why a copy stopped; nothing was written to the target by then (its one transaction rolled back). */
export class CopyRefused extends Data.TaggedError("CopyRefused")<{ readonly message: string }> {}

/** The migrator's own record: the target's comes from running the same migrations there. */
const migrationsTable = "effect_sql_migrations"

/** Rows fetched from the source and written to the target at a time (pictures in `uploads` are large). */
const batchRows = 200

interface Table {
  readonly name: string
  /** Columns written by the copy: every column except generated ones, which the target computes. */
  readonly columns: ReadonlyArray<string>
}

/**
 * The tables of the public schema in an order that inserts every referenced row before the rows
 * that reference it (foreign keys are checked at each insert).
 */
const tablesInOrder = (sql: SqlClient.SqlClient) =>
  Effect.gen(function* () {
    const columns = yield* decodeRows(
      ColumnRow,
      sql`
      SELECT c.relname AS table_name, a.attname AS column_name
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attgenerated = ''
        AND c.relname <> ${migrationsTable}
      ORDER BY c.relname, a.attnum`,
    )
    const references = yield* decodeRows(
      ReferenceRow,
      sql`
      SELECT DISTINCT child.relname AS child, parent.relname AS parent
      FROM pg_constraint f
      JOIN pg_class child ON child.oid = f.conrelid
      JOIN pg_class parent ON parent.oid = f.confrelid
      JOIN pg_namespace n ON n.oid = child.relnamespace
      WHERE f.contype = 'f' AND n.nspname = 'public' AND child.oid <> parent.oid`,
    )
    const byTable = new Map<string, Array<string>>()
    for (const row of columns)
      byTable.set(row.table_name, [...(byTable.get(row.table_name) ?? []), row.column_name])
    const ordered: Array<Table> = []
    const placed = new Set<string>()
    const visiting = new Set<string>()
    const place = (name: string): void => {
      if (placed.has(name)) return
      if (visiting.has(name))
        throw new Error(`The tables ${[...visiting].join(", ")} reference each other in a circle`)
      visiting.add(name)
      for (const { parent } of references.filter((reference) => reference.child === name)) place(parent)
      visiting.delete(name)
      placed.add(name)
      ordered.push({ name, columns: byTable.get(name) ?? [] })
    }
    yield* Effect.try({
      try: () => {
        for (const name of byTable.keys()) place(name)
      },
      catch: (error) => new CopyRefused({ message: String(error instanceof Error ? error.message : error) }),
    })
    return ordered
  })

/** The rows of a table, a count that both sides must agree on. */
const rowCount = (sql: SqlClient.SqlClient, table: string) =>
  Effect.map(decodeRows(CountRow, sql`SELECT count(*)::text AS count FROM ${sql(table)}`), (rows) =>
    Number(rows[0]?.count ?? 0),
  )

/**
 * The sums a player would notice if anything were lost: every balance together, and the ledger's
 * lines by currency (exact `numeric` text, never floats).
 */
const moneyTotals = (sql: SqlClient.SqlClient) =>
  Effect.gen(function* () {
    const [balances] = yield* decodeRows(
      BalancesRow,
      sql`SELECT coalesce(sum(r_coin), 0)::text AS r_coin, coalesce(sum(milleage), 0)::text AS milleage FROM users`,
    )
    const ledger = yield* decodeRows(
      LedgerRow,
      sql`SELECT currency, sum(delta)::text AS total FROM balance_ledger GROUP BY currency ORDER BY currency`,
    )
    return {
      rCoin: balances?.r_coin ?? "0",
      milleage: balances?.milleage ?? "0",
      ledger: ledger.map((row) => `${row.currency} ${row.total}`).join(", "),
    }
  })

const refuse = (message: string) => Effect.fail(new CopyRefused({ message }))

/**
 * Copies a whole Gatehouse database, `source` (the embedded one), into `target`, a new and empty
 * PostgreSQL database, in one transaction of the target: it is migrated, every table's rows are
 * copied (as JSON, which carries every column type exactly: numeric, bytea, timestamps), every
 * sequence is set to where the source's stands, and the row counts, balances and ledger sums are
 * compared before it commits. Whatever goes wrong, the target is left as empty as it was.
 * The source is read in one repeatable-read transaction, so it is one moment's picture.
 */
export const copyDatabase = (source: SqlClient.SqlClient, target: SqlClient.SqlClient) =>
  Effect.gen(function* () {
    const [present] = yield* target<{ count: string }>`
      SELECT count(*)::text AS count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S')`
    if (Number(present?.count ?? 0) > 0) {
      return yield* refuse(
        "The target database is not empty. Copy into a new database (CREATE DATABASE gatehouse OWNER gatehouse) so nothing there is overwritten.",
      )
    }
    yield* Console.log("Bringing the embedded database's tables up to date (migrations)…")
    yield* Effect.provideService(runMigrations, SqlClient.SqlClient, source)

    yield* source.withTransaction(
      Effect.gen(function* () {
        yield* source`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ`
        const tables = yield* tablesInOrder(source)
        yield* target.withTransaction(
          Effect.gen(function* () {
            yield* Console.log("Creating the tables in PostgreSQL (migrations)…")
            yield* Effect.provideService(runMigrations, SqlClient.SqlClient, target)
            const migrated = yield* tablesInOrder(target)
            const missing = tables.filter((table) => !migrated.some((made) => made.name === table.name))
            if (missing.length > 0) {
              return yield* refuse(
                `The target has no table ${missing.map((table) => table.name).join(", ")} after migrating: the embedded database holds tables this version does not make.`,
              )
            }
            // Rows a migration wrote (the character services' catalogue) give way to the source's,
            // which staff may have changed since; children first, for their foreign keys.
            for (const table of [...tables].reverse()) {
              if ((yield* rowCount(target, table.name)) > 0) yield* target`DELETE FROM ${target(table.name)}`
            }
            yield* Console.log(`Copying ${tables.length} tables…`)
            for (const table of tables) yield* copyTable(source, target, table)
            yield* copySequences(source, target)
            yield* verify(source, target, tables)
          }),
        )
      }),
    )
  })

const copyTable = (source: SqlClient.SqlClient, target: SqlClient.SqlClient, table: Table) =>
  Effect.gen(function* () {
    const columns = table.columns.map((column) => `"${column}"`).join(", ")
    const cursor = `copy_${table.name}`
    yield* source.unsafe(
      `DECLARE "${cursor}" NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM "${table.name}" t`,
    )
    let copied = 0
    while (true) {
      const batch = yield* source.unsafe<{ row: string }>(`FETCH ${batchRows} FROM "${cursor}"`)
      if (batch.length === 0) break
      // OVERRIDING SYSTEM VALUE keeps identity columns' numbers as the source gave them.
      yield* target.unsafe(
        `INSERT INTO "${table.name}" (${columns}) OVERRIDING SYSTEM VALUE
         SELECT ${columns} FROM json_populate_recordset(NULL::"${table.name}", $1::json)`,
        [`[${batch.map((line) => line.row).join(",")}]`],
      )
      copied += batch.length
    }
    yield* source.unsafe(`CLOSE "${cursor}"`)
    yield* Console.log(`  ${table.name}: ${copied} rows`)
  })

/** Each sequence continues where the source's stands, so the next id is the one the source would give. */
const copySequences = (source: SqlClient.SqlClient, target: SqlClient.SqlClient) =>
  Effect.gen(function* () {
    const sequences = yield* source<{ name: string }>`
      SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`
    for (const { name } of sequences) {
      const [state] = yield* source.unsafe<{ last_value: string; is_called: boolean }>(
        `SELECT last_value::text AS last_value, is_called FROM "${name}"`,
      )
      if (state === undefined) continue
      yield* target.unsafe(`SELECT setval('"${name}"', $1::bigint, $2)`, [state.last_value, state.is_called])
    }
    yield* Console.log(`Set ${sequences.length} sequences to where the embedded database left them.`)
  })

/** Compares what a player or an auditor would count, before the target's transaction commits. */
const verify = (source: SqlClient.SqlClient, target: SqlClient.SqlClient, tables: ReadonlyArray<Table>) =>
  Effect.gen(function* () {
    for (const table of tables) {
      const [from, to] = [yield* rowCount(source, table.name), yield* rowCount(target, table.name)]
      if (from !== to)
        return yield* refuse(`${table.name} has ${from} rows in the embedded database but ${to} in the copy.`)
    }
    const [from, to] = [yield* moneyTotals(source), yield* moneyTotals(target)]
    if (JSON.stringify(from) !== JSON.stringify(to)) {
      return yield* refuse(
        `The balances differ: R-Coin ${from.rCoin} / ${to.rCoin}, Milleage ${from.milleage} / ${to.milleage}, ledger ${from.ledger} / ${to.ledger}.`,
      )
    }
    yield* Console.log(
      `Verified: every table has the same rows; balances R-Coin ${to.rCoin} and Milleage ${to.milleage}; ledger ${to.ledger || "empty"}.`,
    )
  })
