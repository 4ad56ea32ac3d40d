import { assert, describe, it } from "@effect/vitest"
import { sqlServerCheckStatements } from "../../src/gamelink/check/sqlServerFacts.ts"
import { gameDialects } from "../../src/gamelink/settings.ts"
import { type ForkColumns, gameTables, serviceColumnNames } from "../../src/gamelink/sql/gameSchema.ts"
import {
  catalogueFor,
  everyStatement,
  type GameStatement,
  keysBatch,
  reserveBatch,
  sqlServerLimits,
} from "../../src/gamelink/sql/statements.ts"
import { readTsql } from "../support/tsqlGrammar.ts"

/**
 * The game link's statement catalogue, for every fork setting that changes a statement: with and
 * without a Milleage column, with and without an MMR column, with character services' columns under
 * their usual names and under a fork's own (the password format changes values only). SQL Server's statements are read by the community T-SQL grammar, which is shown to refuse
 * what PostgreSQL writes, so that it can fail.
 */
const renamed = { ChaStRemain: "ChaStatPoint", ChaOnline: "ChaLogin", UserLoginState: "LoginState" } as const
const forks = [
  { milleage: "UserPoint2", mmr: undefined },
  { milleage: undefined, mmr: undefined },
  { milleage: "UserPoint2", mmr: "ChaMMRScore" },
  { milleage: "UserPoint2", mmr: undefined, renamed },
] as const satisfies ReadonlyArray<ForkColumns>

const catalogues = gameDialects.flatMap((dialect) =>
  forks.map((fork) => ({ dialect, fork, statements: everyStatement(catalogueFor(dialect, fork)) })),
)

const sqlServer = catalogues.filter((catalogue) => catalogue.dialect === "mssql")

const columnNames = new Set([
  ...gameTables.flatMap((table) => Object.keys(table.columns)),
  ...serviceColumnNames,
  ...Object.values(renamed),
])

describe("the game link's statement catalogue", () => {
  it("lists every statement the link sends, in both dialects, for every fork", () => {
    for (const { statements } of catalogues) {
      assert.deepStrictEqual([...new Set(statements.map((statement) => statement.name))].sort(), [
        "accountByUserId",
        "accountCharacters",
        "addAddress",
        "balance",
        "balancesOf",
        "cancelItem",
        "changeSchool",
        "characterNamed",
        "charactersPage",
        "chargeBalance",
        "clearLoginState",
        "createAccount",
        "creditBalance",
        "deliverUnits",
        "dropReserved",
        "enableAddress",
        "itemFlags",
        "loginState",
        "onlineCount",
        "rename",
        "reserveUnits",
        "resetStats",
        "setPassword",
        "staffAccounts",
        "unstuck",
      ])
    }
  })

  it("SQL Server's statements are T-SQL, with every parameter declared and used", () => {
    for (const { fork, statements } of sqlServer) {
      for (const statement of statements) {
        const reading = readTsql(statement.text)
        const where = `${statement.name} (${JSON.stringify(fork)})`
        assert.deepStrictEqual(reading.errors, [], `${where}: ${statement.text}`)
        const declared = new Set(statement.parameters.map((parameter) => parameter.name))
        // `@changed` is the table variable OUTPUT writes into, not a parameter.
        const used = new Set([...reading.variables].filter((name) => name !== "changed"))
        assert.deepStrictEqual([...used].sort(), [...declared].sort(), where)
      }
    }
    // Parsing every statement of every fork with the full T-SQL grammar is seconds of CPU; more on a busy machine.
  }, 120_000)

  it("no SQL Server request passes 2,100 parameters or 1,000 rows, at the largest batch", () => {
    for (const { statements } of sqlServer) {
      for (const statement of statements) {
        assert.isAtMost(statement.parameters.length, sqlServerLimits.parameters, statement.name)
        assert.isAtMost(readTsql(statement.text).valuesRows, sqlServerLimits.valuesRows, statement.name)
      }
    }
    const largest = catalogueFor("mssql", forks[0])
    assert.strictEqual(readTsql(largest.reserveUnits(reserveBatch).text).valuesRows, reserveBatch)
    assert.strictEqual(largest.deliverUnits(keysBatch).parameters.length, keysBatch)
    // Parsing every statement of every fork with the full T-SQL grammar is seconds of CPU; more on a busy machine.
  }, 120_000)

  it("writes into a table variable wherever SQL Server gives rows back, so a trigger on the table cannot refuse it", () => {
    for (const { statements } of sqlServer) {
      for (const statement of statements.filter((each) => each.text.includes("OUTPUT"))) {
        assert.match(
          statement.text,
          /^DECLARE @changed TABLE \(.+\); .+ OUTPUT .+ INTO @changed .+; SELECT .+ FROM @changed$/,
        )
      }
    }
  })

  it("binds user IDs as varchar(20), addresses as varchar(23), keys as bigint and times as datetime", () => {
    const statements = catalogueFor("mssql", forks[0])
    const typeOf = (statement: GameStatement, name: string) =>
      statement.parameters.find((parameter) => parameter.name === name)?.type
    assert.deepStrictEqual(typeOf(statements.accountByUserId, "userId"), { sql: "varchar", length: 20 })
    assert.deepStrictEqual(typeOf(statements.dropReserved, "userId"), { sql: "varchar", length: 20 })
    assert.deepStrictEqual(typeOf(statements.enableAddress, "address"), { sql: "varchar", length: 23 })
    assert.deepStrictEqual(typeOf(statements.cancelItem, "purKey"), { sql: "bigint" })
    assert.deepStrictEqual(typeOf(statements.cancelItem, "at"), { sql: "datetime" })
    assert.deepStrictEqual(typeOf(statements.chargeBalance, "UserPoint2Amount"), { sql: "int" })
  })

  it("names every column a statement touches in the grants it needs", () => {
    for (const { statements } of catalogues) {
      for (const statement of statements) {
        const granted = new Set(statement.grants.flatMap((grant) => grant.columns))
        // INSERT is granted on the whole table; the columns it writes need no grant of their own.
        const inserts = statement.grants.some((grant) => grant.action === "INSERT")
        const tables = new Set(statement.grants.map((grant) => grant.table.name))
        for (const word of statement.text.split(/[^A-Za-z0-9_]+/)) {
          if (!columnNames.has(word) || tables.has(word) || inserts) continue
          assert.isTrue(granted.has(word), `${statement.name} uses ${word}`)
        }
      }
    }
  })

  it("PostgreSQL's statements number their parameters in order", () => {
    for (const { statements } of catalogues.filter((catalogue) => catalogue.dialect === "postgres")) {
      for (const statement of statements) {
        const numbers = [...new Set(statement.text.match(/\$\d+/g) ?? [])].map((hole) =>
          Number(hole.slice(1)),
        )
        assert.deepStrictEqual(
          numbers.sort((a, b) => a - b),
          statement.parameters.map((_, index) => index + 1),
        )
      }
    }
  })
})

describe("gamelink check's own queries", () => {
  it("are T-SQL, with every parameter declared and used", () => {
    for (const statement of Object.values(sqlServerCheckStatements)) {
      const reading = readTsql(statement.text)
      assert.deepStrictEqual(reading.errors, [], statement.name)
      assert.deepStrictEqual(
        [...reading.variables].sort(),
        statement.parameters.map((parameter) => parameter.name).sort(),
        statement.name,
      )
    }
  })
})

describe("the T-SQL check can fail", () => {
  const postgres = catalogueFor("postgres", forks[0])

  it.each([
    ["PostgreSQL's RETURNING", postgres.cancelItem.text.replace(/\$\d+/g, "@p")],
    ["a LIMIT", "SELECT UserNum FROM dbo.UserInfo ORDER BY UserNum LIMIT 10"],
    ["a $1 placeholder", postgres.balance.text],
    [
      "OUTPUT after WHERE",
      "UPDATE dbo.ShopPurchase SET PurFlag = 3 WHERE PurKey = @purKey OUTPUT INSERTED.PurKey",
    ],
    ["a ? placeholder", "SELECT UserNum FROM dbo.UserInfo WHERE UserID = ?"],
  ])("refuses %s", (_what, text) => {
    assert.isNotEmpty(readTsql(text).errors)
  })
})
