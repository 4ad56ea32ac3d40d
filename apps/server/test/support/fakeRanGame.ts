import type { Returned } from "../../src/gamelink/sql/dialect.ts"
import { type ForkColumns, type GameType, int } from "../../src/gamelink/sql/gameSchema.ts"
import { catalogueFor, type GameStatement } from "../../src/gamelink/sql/statements.ts"
import type { TdsAnswer, TdsColumn, TdsRequest } from "./tds/TdsTestServer.ts"

/**
 * A RAN game server's three databases, in memory, answering over the TDS test server exactly the
 * statements of the game link's catalogue (recognised by their text, which must match to the
 * character) with the rows and column types SQL Server would give. Anything else is refused with
 * error 50000, so a test through it proves the driver sent the catalogue's SQL Server text.
 * Each statement applies at once: a rolled-back transaction is not undone (the rollback tests run
 * on PostgreSQL laid out like the game's).
 */
export interface FakeRanGame {
  readonly answer: (request: TdsRequest) => TdsAnswer
  /** The catalogue statement a request is, when its text is one to the character. */
  readonly recognise: (request: TdsRequest) => GameStatement | undefined
  readonly accounts: Map<number, GameAccountRow>
  readonly items: Map<number, ItemRow>
  readonly characters: Array<CharacterRow>
  /** The statements recognised, by catalogue name, in order. */
  readonly seen: Array<string>
  /** The next run of the named statement answers this instead (an error, a drop, a hang). */
  readonly failNext: (statement: string, answer: TdsAnswer) => void
}

export interface GameAccountRow {
  UserID: string
  UserPass: string
  UserPass2: string
  UserEmail: string | null
  UserType: number
  UserAvailable: number
  UserBlock: number
  UserBlockDate: Date | null
  UserPoint: number
  Milleage: number
}

export interface ItemRow {
  UserUID: string
  ProductNum: number
  PurPrice: number
  PurFlag: number
  PurDate: Date
  PurChgDate: Date | null
}

export interface CharacterRow {
  ChaNum: number
  UserNum: number
  ChaName: string
  ChaClass: number
  ChaSchool: number
  ChaLevel: number
  ChaMoney: number
  ChaDeleted: number
}

const columnOf = ([name, type]: Returned): TdsColumn =>
  type.sql === "varchar" ? { name, type: "varchar", length: type.length } : { name, type: type.sql }

const rowsOf = (
  columns: ReadonlyArray<Returned>,
  rows: ReadonlyArray<ReadonlyArray<unknown>>,
): TdsAnswer => ({
  resultSets: [{ columns: columns.map(columnOf), rows }],
})

const varchar20: GameType = { sql: "varchar", length: 20 }

/** SQL Server's default collation on RAN databases: case ignored, trailing spaces ignored. */
const sameText = (a: string, b: string) => a.trimEnd().toLowerCase() === b.trimEnd().toLowerCase()

export const fakeRanGame = (fork: ForkColumns): FakeRanGame => {
  const statements = catalogueFor("mssql", fork)
  const accounts = new Map<number, GameAccountRow>()
  const items = new Map<number, ItemRow>()
  const characters: Array<CharacterRow> = []
  const seen: Array<string> = []
  const failures = new Map<string, TdsAnswer>()
  let nextUserNum = 1
  let nextPurKey = 1
  const balances: ReadonlyArray<Returned> = [
    ["UserPoint", int],
    ...(fork.milleage === undefined ? [] : [[fork.milleage, int] as const]),
  ]
  const balanceOf = (account: GameAccountRow) => [
    account.UserPoint,
    ...(fork.milleage === undefined ? [] : [account.Milleage]),
  ]

  const fixed = new Map(
    Object.values(statements)
      .filter((entry): entry is GameStatement => typeof entry !== "function")
      .map((statement) => [statement.text, statement]),
  )

  const recognise = (request: TdsRequest) => {
    const known = fixed.get(request.sql)
    if (known !== undefined) return known
    const count = (prefix: string) =>
      request.parameters.filter((parameter) => new RegExp(`^${prefix}\\d+$`).test(parameter.name)).length
    const counted: ReadonlyArray<GameStatement> = [
      statements.reserveUnits(count("product")),
      statements.deliverUnits(count("purKey")),
      statements.itemFlags(count("purKey")),
      statements.balancesOf(count("userNum")),
    ]
    return counted.find((statement) => statement.text === request.sql)
  }

  const run = (name: string, values: ReadonlyMap<string, unknown>): TdsAnswer => {
    const value = (key: string) => values.get(key)
    const number = (key: string) => Number(value(key))
    const text = (key: string) => String(value(key))
    const listed = (prefix: string) =>
      [...values].filter(([key]) => new RegExp(`^${prefix}\\d+$`).test(key)).map(([, v]) => Number(v))
    const account = accounts.get(number("userNum"))
    switch (name) {
      case "accountByUserId": {
        const found = [...accounts].filter(
          ([, row]) => sameText(row.UserID, text("userId")) && row.UserAvailable === 1,
        )
        return rowsOf(
          [
            ["UserNum", int],
            ["UserID", varchar20],
            ["UserPass", varchar20],
            ["UserEmail", { sql: "varchar", length: 50 }],
            ["UserType", int],
            ["UserBlock", int],
            ["UserBlockDate", { sql: "datetime" }],
          ],
          found.map(([num, row]) => [
            num,
            row.UserID,
            row.UserPass,
            row.UserEmail,
            row.UserType,
            row.UserBlock,
            row.UserBlockDate,
          ]),
        )
      }
      case "createAccount": {
        if ([...accounts.values()].some((row) => sameText(row.UserID, text("userId")))) {
          return {
            error: {
              number: 2627,
              message: `Violation of UNIQUE KEY constraint 'IX_UserInfo_UserID'. Cannot insert duplicate key in object 'dbo.UserInfo'. The duplicate key value is (${text("userId")}).`,
              severity: 14,
            },
          }
        }
        const num = nextUserNum++
        accounts.set(num, {
          UserID: text("userId"),
          UserPass: text("password"),
          UserPass2: text("password"),
          UserEmail: text("email"),
          UserType: 1,
          UserAvailable: 1,
          UserBlock: 0,
          UserBlockDate: null,
          UserPoint: 0,
          Milleage: 0,
        })
        return rowsOf([["UserNum", int]], [[num]])
      }
      case "setPassword":
        if (account !== undefined) account.UserPass = text("password")
        return { rowsAffected: account === undefined ? 0 : 1 }
      case "staffAccounts":
        return rowsOf(
          [
            ["UserNum", int],
            ["UserType", int],
          ],
          [...accounts].filter(([, row]) => row.UserType !== 1).map(([num, row]) => [num, row.UserType]),
        )
      case "balance":
        return rowsOf(balances, account === undefined ? [] : [balanceOf(account)])
      case "balancesOf":
        return rowsOf(
          [["UserNum", int], ...balances],
          listed("userNum").flatMap((num) => {
            const row = accounts.get(num)
            return row === undefined ? [] : [[num, ...balanceOf(row)]]
          }),
        )
      case "chargeBalance":
      case "creditBalance": {
        const sign = name === "chargeBalance" ? -1 : 1
        const amount = number("UserPointAmount")
        const milleage = fork.milleage === undefined ? 0 : number(`${fork.milleage}Amount`)
        const applies =
          account !== undefined &&
          account.UserPoint === number("UserPointBefore") &&
          (fork.milleage === undefined || account.Milleage === number(`${fork.milleage}Before`)) &&
          (sign > 0 || (account.UserPoint >= amount && account.Milleage >= milleage))
        if (applies && account !== undefined) {
          account.UserPoint += sign * amount
          account.Milleage += sign * milleage
        }
        return rowsOf(balances, applies && account !== undefined ? [balanceOf(account)] : [])
      }
      case "reserveUnits": {
        const products = listed("product")
        const prices = listed("price")
        const reserved = products.map((product, index) => {
          const purKey = nextPurKey++
          items.set(purKey, {
            UserUID: text("userId"),
            ProductNum: product,
            PurPrice: prices[index] ?? 0,
            PurFlag: -1,
            PurDate: value("at") as Date,
            PurChgDate: null,
          })
          return [purKey, product]
        })
        return rowsOf(
          [
            ["PurKey", { sql: "bigint" }],
            ["ProductNum", int],
          ],
          reserved,
        )
      }
      case "deliverUnits": {
        let moved = 0
        for (const key of listed("purKey")) {
          const item = items.get(key)
          if (item?.PurFlag === -1) {
            item.PurFlag = 0
            moved += 1
          }
        }
        return { rowsAffected: moved }
      }
      case "dropReserved": {
        let dropped = 0
        for (const [key, item] of items) {
          if (sameText(item.UserUID, text("userId")) && item.PurFlag === -1) {
            items.delete(key)
            dropped += 1
          }
        }
        return { rowsAffected: dropped }
      }
      case "itemFlags":
        return rowsOf(
          [
            ["PurKey", { sql: "bigint" }],
            ["PurFlag", int],
          ],
          listed("purKey").flatMap((key) => {
            const item = items.get(key)
            return item === undefined ? [] : [[key, item.PurFlag]]
          }),
        )
      case "cancelItem": {
        const item = items.get(number("purKey"))
        const cancels = item?.PurFlag === 0
        if (item !== undefined && cancels) {
          item.PurFlag = 3
          item.PurChgDate = value("at") as Date
        }
        return rowsOf([["PurKey", { sql: "bigint" }]], cancels ? [[number("purKey")]] : [])
      }
      case "charactersPage": {
        const page = [...characters]
          .sort((a, b) => a.ChaNum - b.ChaNum)
          .slice(number("offset"), number("offset") + number("count"))
        return rowsOf(
          [
            ["ChaNum", int],
            ["UserNum", int],
            ["ChaName", { sql: "varchar", length: 33 }],
            ["ChaClass", int],
            ["ChaSchool", int],
            ["ChaLevel", int],
            ["ChaMoney", { sql: "bigint" }],
            ["ChaPKScore", { sql: "bigint" }],
            ["ChaPKDeath", { sql: "bigint" }],
            ["ChaMMR", int],
            ["ChaDeleted", int],
          ],
          page.map((row) => [
            row.ChaNum,
            row.UserNum,
            row.ChaName,
            row.ChaClass,
            row.ChaSchool,
            row.ChaLevel,
            row.ChaMoney,
            0,
            0,
            0,
            row.ChaDeleted,
          ]),
        )
      }
      default:
        return { error: { number: 50000, message: `the fake game does not answer ${name}` } }
    }
  }

  const answer = (request: TdsRequest): TdsAnswer => {
    // The pool's own validation, and anything else the driver sends unasked.
    if (request.sql === "SELECT 1;") return {}
    const name = recognise(request)?.name
    if (name === undefined) {
      return {
        error: { number: 50000, message: `not a statement of the game link's catalogue: ${request.sql}` },
      }
    }
    seen.push(name)
    const failure = failures.get(name)
    if (failure !== undefined) {
      failures.delete(name)
      return failure
    }
    return run(name, new Map(request.parameters.map((parameter) => [parameter.name, parameter.value])))
  }

  return {
    answer,
    recognise,
    accounts,
    items,
    characters,
    seen,
    failNext: (statement, failure) => failures.set(statement, failure),
  }
}
