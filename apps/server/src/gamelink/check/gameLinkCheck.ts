import { Cause, Effect, Exit } from "effect"
import { connectDatabase, type GameDatabase, GameDatabaseError, gameDatabaseNames } from "../GameDatabases.ts"
import { forkColumnsOf, gameDatabaseSettings, type RanLinkSettings } from "../settings.ts"
import {
  columnsOf,
  declarationOf,
  type GameDatabaseName,
  type GameTable,
  type GameType,
  gameTables,
  ShopPurchase,
  serviceColumn,
  serviceColumnNames,
  UserInfo,
} from "../sql/gameSchema.ts"
import { catalogueFor, type GameStatement, type Grant } from "../sql/statements.ts"
import type { ColumnFound, GameServerFacts } from "./facts.ts"
import { postgresFacts } from "./postgresFacts.ts"
import { messageOf, sqlServerFacts } from "./sqlServerFacts.ts"

/** One line of the check: passed or not, and what it found or what to do. */
export interface CheckLine {
  readonly ok: boolean
  readonly text: string
}

const integers = ["int", "integer", "bigint", "smallint", "tinyint"]
const texts = ["varchar", "nvarchar", "char", "nchar", "character varying", "character", "text"]
const times = [
  "datetime",
  "datetime2",
  "smalldatetime",
  "timestamp without time zone",
  "timestamp with time zone",
]
const amounts = ["money", "smallmoney", "decimal", "numeric", ...integers]
const positions = ["float", "real", "double precision", "decimal", "numeric"]

/** Why a column cannot hold what the link binds or reads as `expected`; undefined when it can. */
const incompatibility = (expected: GameType, found: ColumnFound): string | undefined => {
  const fits = (family: ReadonlyArray<string>) => family.includes(found.type)
  switch (expected.sql) {
    case "int":
    case "bigint":
      return fits(integers) ? undefined : `is ${found.type}, not a whole-number type`
    case "datetime":
      return fits(times) ? undefined : `is ${found.type}, not a date and time`
    case "money":
      return fits(amounts) ? undefined : `is ${found.type}, not an amount`
    case "float":
      return fits(positions) ? undefined : `is ${found.type}, not a position`
    case "varchar":
    case "nvarchar":
      if (!fits(texts)) return `is ${found.type}, not text`
      return expected.sql === "varchar" && found.length !== undefined && found.length < expected.length
        ? `holds ${found.length} characters; the link writes up to ${expected.length}`
        : undefined
  }
}

/** What went wrong, in the server's or the driver's words. */
const reasonOf = (cause: Cause.Cause<unknown>) => {
  const error = Cause.squash(cause)
  return messageOf(error instanceof GameDatabaseError ? error.cause : error)
}

/** The GRANT an operator runs for what a statement lacks. */
const grantText = (grant: Grant, columns: ReadonlyArray<string>, login: string) =>
  `GRANT ${grant.action} ON dbo.${grant.table.name}${columns.length === 0 ? "" : ` (${columns.join(", ")})`} TO [${login}]`

/**
 * `gamelink check`: connects to the game's three databases as the link would, and asks each, read
 * only, what the link relies on (docs/game-link.md, "Before switching the link on"). Nothing is
 * written; every statement of the catalogue is compiled, never run.
 */
export const gameLinkCheck = (settings: RanLinkSettings) =>
  Effect.gen(function* () {
    const lines: Array<CheckLine> = []
    const pass = (text: string) => lines.push({ ok: true, text })
    const fail = (text: string) => lines.push({ ok: false, text })
    const fork = forkColumnsOf(settings)
    const serviceColumnSet = new Set(serviceColumnNames.map((column) => serviceColumn(fork, column)))
    const statements = Object.values(catalogueFor(settings.dialect, fork)).map(
      (entry): GameStatement => (typeof entry === "function" ? entry(1) : entry),
    )
    const columns = columnsOf(fork)
    let versionChecked = false

    /** A question to the server; when it fails, the failure is the line. */
    const asking = <A>(what: string, question: Effect.Effect<A, unknown>, answer: (found: A) => void) =>
      Effect.map(Effect.exit(question), (exit) =>
        Exit.isSuccess(exit)
          ? answer(exit.value)
          : fail(`${what}: the server did not answer (${reasonOf(exit.cause)})`),
      )

    const checkDatabase = (key: GameDatabaseName, database: GameDatabase) =>
      Effect.gen(function* () {
        const facts: GameServerFacts =
          settings.dialect === "mssql" ? sqlServerFacts(database) : postgresFacts(database)
        const reached = yield* Effect.exit(facts.login)
        if (Exit.isFailure(reached)) {
          return fail(
            `${database.name}: cannot log in (${reasonOf(reached.cause)}); check ${gameDatabaseSettings[key]}: server, port, database, user, password and encryption`,
          )
        }
        const { user: login, encrypted } = reached.value
        pass(
          `${database.name}: reachable, logged in as ${login}${
            encrypted === undefined
              ? ""
              : encrypted
                ? ", encrypted"
                : ", not encrypted (passwords and balances cross the network in clear; add encrypt=true)"
          }`,
        )
        if (!versionChecked) {
          versionChecked = true
          yield* asking(`${facts.product} version`, facts.version, (verdict) =>
            verdict.ok ? pass(verdict.detail) : fail(verdict.detail),
          )
        }
        yield* asking(`${database.name}: snapshot reads`, facts.snapshotReads, (verdict) =>
          verdict.ok ? pass(verdict.detail) : fail(verdict.detail),
        )

        const tables: ReadonlyArray<GameTable> = gameTables.filter((table) => table.database === key)
        for (const table of tables) {
          yield* asking(`dbo.${table.name}: columns`, facts.columns(table), (found) => {
            if (found.size === 0)
              return fail(`dbo.${table.name} is not in ${database.name}: the link needs it`)
            const problems = columns
              .filter((each) => each.table === table)
              .flatMap(({ column, type }) => {
                const present = found.get(column.toLowerCase())
                const setting =
                  column === fork.milleage
                    ? " (GAME_MILLEAGE_COLUMN)"
                    : column === fork.mmr
                      ? " (GAME_MMR_COLUMN)"
                      : serviceColumnSet.has(column)
                        ? " (character services; GAME_CHARACTER_COLUMNS)"
                        : ""
                if (present === undefined) return [`${column}${setting} is missing`]
                const wrong = incompatibility(type, present)
                return wrong === undefined
                  ? []
                  : [`${column} ${wrong} (the link uses ${declarationOf(type)})`]
              })
            const used = columns.filter((each) => each.table === table).length
            problems.length === 0
              ? pass(`dbo.${table.name}: the ${used} columns the link uses are there, with fitting types`)
              : fail(
                  `dbo.${table.name}: ${problems.join("; ")}; add the column, or set the fork's column name`,
                )
          })
          yield* asking(`dbo.${table.name}: triggers`, facts.triggers(table), (names) =>
            pass(
              names.length === 0
                ? `dbo.${table.name}: no enabled triggers`
                : `dbo.${table.name}: enabled triggers (${names.join(", ")}) allow the link, which gives rows back through OUTPUT … INTO a table variable`,
            ),
          )
        }
        const userIdColumns = [
          [UserInfo, "UserID"],
          [ShopPurchase, "UserUID"],
        ] as const
        for (const [table, column] of userIdColumns.filter(([table]) => table.database === key)) {
          yield* asking(
            `dbo.${table.name}.${column}: collation`,
            facts.userIdMatching(table, column),
            (verdict) => (verdict.ok ? pass(verdict.detail) : fail(verdict.detail)),
          )
        }
        if (key === UserInfo.database) {
          yield* asking(
            "dbo.UserInfo: unique index on UserID",
            facts.uniqueIndex(UserInfo, "UserID"),
            (index) =>
              index === undefined
                ? fail(
                    "dbo.UserInfo has no unique index on UserID alone: two registrations at once could make the same game account twice; CREATE UNIQUE INDEX UserInfo_UserID ON dbo.UserInfo (UserID)",
                  )
                : pass(`dbo.UserInfo: UserID is unique (${index})`),
          )
        }

        for (const statement of statements.filter((each) => each.database === key)) {
          const missing: Array<string> = []
          for (const grant of statement.grants) {
            const targets = grant.columns.length === 0 ? [undefined] : grant.columns
            const lacking: Array<string> = []
            for (const column of targets) {
              const held = yield* Effect.exit(facts.granted(grant, column))
              // A question the server refuses (a column that is not there) is the columns line's to tell.
              if (Exit.isSuccess(held) && !held.value) lacking.push(column ?? "")
            }
            if (lacking.length > 0)
              missing.push(
                grantText(
                  grant,
                  lacking.filter((column) => column !== ""),
                  login,
                ),
              )
          }
          const compiled = yield* Effect.exit(facts.compileError(statement))
          const problems = [
            ...(missing.length === 0 ? [] : [`${login} lacks grants: ${missing.join("; ")}`]),
            ...(Exit.isSuccess(compiled)
              ? compiled.value === undefined
                ? []
                : [`it does not compile: ${compiled.value}`]
              : [`the server did not answer (${reasonOf(compiled.cause)})`]),
          ]
          problems.length === 0
            ? pass(`${statement.name}: compiles on ${database.name}, and ${login} holds its grants`)
            : fail(`${statement.name}: ${problems.join("; ")}`)
        }
      })

    for (const key of ["user", "game", "shop"] as const) {
      const name = gameDatabaseNames[key]
      const connected = yield* Effect.exit(connectDatabase(name, settings.databases[key]))
      if (Exit.isFailure(connected)) {
        fail(
          `${name}: cannot connect (${reasonOf(connected.cause)}); check ${gameDatabaseSettings[key]}: server, port, database, user, password and encryption`,
        )
        continue
      }
      yield* checkDatabase(key, connected.value)
    }
    // The campuses live in the game's map files, which no database shows: told, never failed.
    pass(
      settings.schoolStarts === undefined
        ? "GAME_SCHOOL_START_MAPS is not set: the character services change school and unstuck stay off"
        : `GAME_SCHOOL_START_MAPS: campuses at ${Object.entries(settings.schoolStarts)
            .map(([school, { map, gate }]) => `${school}:${map}/${gate}`)
            .join(", ")} for change school and unstuck`,
    )
    return lines
  }).pipe(Effect.scoped)
