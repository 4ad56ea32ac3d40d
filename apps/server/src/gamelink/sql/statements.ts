import type { GameDialectName } from "../settings.ts"
import { type GameDialect, gameDialect, type Returned } from "./dialect.ts"
import { type Fragment, join, type Parameter, parameter, raw, render, sql } from "./fragment.ts"
import {
  bigint,
  ChaInfo,
  datetime,
  type ForkColumns,
  type GameDatabaseName,
  type GameTable,
  IPInfo,
  int,
  type ServiceColumn,
  ShopPurchase,
  serviceColumn,
  UserInfo,
  varchar,
} from "./gameSchema.ts"

/** What a statement needs its login to be granted, on one table (columns: a column-level grant). */
export interface Grant {
  readonly action: "SELECT" | "INSERT" | "UPDATE" | "DELETE"
  readonly table: GameTable
  readonly columns: ReadonlyArray<string>
}

/** One statement the game link can send, ready for a driver. */
export interface GameStatement {
  /** Its name in the catalogue (and in `gamelink check`'s lines). */
  readonly name: string
  readonly database: GameDatabaseName
  readonly text: string
  readonly parameters: ReadonlyArray<Parameter>
  readonly grants: ReadonlyArray<Grant>
}

/** The values of a statement's parameters, by name. */
export type GameValues = Readonly<Record<string, string | number | Date | null>>

/**
 * SQL Server's limits on one request: 2,100 parameters (error 8003) and 1,000 rows in a `VALUES`
 * list (error 10738). The catalogue's test builds every batched statement at its largest.
 */
export const sqlServerLimits = { parameters: 2100, valuesRows: 1000 } as const

/** The most units one reserving insert writes: 500 rows, 1,002 parameters. */
export const reserveBatch = 500
/** The most keys one `IN (…)` list carries. */
export const keysBatch = 1000

/** Splits work into the batches a statement can carry. */
export const batches = <A>(items: ReadonlyArray<A>, size: number): ReadonlyArray<ReadonlyArray<A>> =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  )

const select = (table: GameTable, columns: ReadonlyArray<string>): Grant => ({
  action: "SELECT",
  table,
  columns,
})
const update = (table: GameTable, columns: ReadonlyArray<string>): Grant => ({
  action: "UPDATE",
  table,
  columns,
})
const insert = (table: GameTable): Grant => ({ action: "INSERT", table, columns: [] })
const remove = (table: GameTable): Grant => ({ action: "DELETE", table, columns: [] })

const keyList = (name: string, count: number) =>
  join(
    Array.from({ length: count }, (_, index) => sql`${parameter(`${name}${index + 1}`, bigint)}`),
    ", ",
  )

/**
 * Every statement the game link sends, for one dialect and one fork's columns: the catalogue. The
 * password format changes only values, never a statement. Statements whose size depends on the
 * work (`IN` lists, rows to insert) are functions of their count, at most their batch size.
 */
export const gameStatements = (dialect: GameDialect, fork: ForkColumns) => {
  const statement = (
    name: string,
    database: GameDatabaseName,
    grants: ReadonlyArray<Grant>,
    fragment: Fragment,
  ): GameStatement => ({ name, database, grants, ...render(fragment, dialect.placeholder) })

  const balances: ReadonlyArray<Returned> = [
    ["UserPoint", int],
    ...(fork.milleage === undefined ? [] : [[fork.milleage, int] as const]),
  ]
  const balanceNames = balances.map(([column]) => column)
  const userNum = parameter("userNum", int)

  /**
   * A conditional change of the balances, applied at most once: only on the balances recorded just
   * before (`UserPoint = @before`), and for a purchase only when they cover it. The credit form
   * (redeemed codes, refunds) has no floor.
   */
  const balanceChange = (kind: "purchase" | "credit") => {
    const sign = kind === "purchase" ? "-" : "+"
    const set = balances.map(
      ([column]) => sql`${raw(column)} = ${raw(column)} ${raw(sign)} ${parameter(`${column}Amount`, int)}`,
    )
    const where = [
      sql`UserNum = ${userNum}`,
      ...balances.flatMap(([column]) => [
        ...(kind === "purchase" ? [sql`${raw(column)} >= ${parameter(`${column}Amount`, int)}`] : []),
        sql`${raw(column)} = ${parameter(`${column}Before`, int)}`,
      ]),
    ]
    return statement(
      kind === "purchase" ? "chargeBalance" : "creditBalance",
      "user",
      [select(UserInfo, ["UserNum", ...balanceNames]), update(UserInfo, balanceNames)],
      dialect.updateReturning(UserInfo, join(set, ", "), join(where, " AND "), balances),
    )
  }

  const charactersColumns = [
    "ChaNum",
    "UserNum",
    "ChaName",
    "ChaClass",
    "ChaSchool",
    "ChaLevel",
    "ChaMoney",
    "ChaPKScore",
    "ChaPKDeath",
    "ChaDeleted",
  ]

  // ---- Character services (docs/character-services.md): the fork's names of their columns ----
  const column = (name: ServiceColumn) => serviceColumn(fork, name)
  const chaNum = parameter("chaNum", int)
  const stats = ["ChaPower", "ChaStrong", "ChaStrength", "ChaSpirit", "ChaDex", "ChaIntel"] as const
  const position = [
    "ChaStartMap",
    "ChaStartGate",
    "ChaPosX",
    "ChaPosY",
    "ChaPosZ",
    "ChaSaveMap",
    "ChaReturnMap",
  ] as const
  /**
   * What the services read of a character: the core columns, and theirs under their usual names in
   * lower case (as every row is read), whatever the fork calls them.
   */
  const serviceRead = [
    "ChaOnline",
    "GuNum",
    ...stats,
    "ChaStRemain",
    "ChaStartMap",
    "ChaStartGate",
    "ChaSaveMap",
    "ChaReturnMap",
  ] as const
  /**
   * The one condition every service's change carries: the player's own character, not deleted, and
   * offline in the same statement that changes it. The game writes a whole online character back
   * when it saves, so a change made while it plays would be lost.
   */
  const ownOffline = sql`ChaNum = ${chaNum} AND UserNum = ${userNum} AND ${raw(column("ChaOnline"))} = 0 AND ChaDeleted <> 1`
  /** Back to a campus: its start map and gate, no position (the game then uses the gate), no save or return point. */
  const toCampus = sql`${raw(column("ChaStartMap"))} = ${parameter("map", int)}, ${raw(column("ChaStartGate"))} = ${parameter("gate", int)},
    ${raw(column("ChaPosX"))} = 0, ${raw(column("ChaPosY"))} = 0, ${raw(column("ChaPosZ"))} = 0,
    ${raw(column("ChaSaveMap"))} = -1, ${raw(column("ChaReturnMap"))} = -1`
  const characterChange = (
    name: string,
    columns: ReadonlyArray<string>,
    set: Fragment,
    where: Fragment,
    read: ReadonlyArray<string> = [],
  ) =>
    statement(
      name,
      "game",
      [
        select(ChaInfo, ["ChaNum", "UserNum", "ChaDeleted", column("ChaOnline"), ...read, ...columns]),
        update(ChaInfo, columns),
      ],
      dialect.updateReturning(ChaInfo, set, where, [["ChaNum", int]]),
    )

  return {
    // ---- RanUser: accounts ----------------------------------------------------------------------
    accountByUserId: statement(
      "accountByUserId",
      "user",
      [
        select(UserInfo, [
          "UserNum",
          "UserID",
          "UserPass",
          "UserEmail",
          "UserType",
          "UserBlock",
          "UserBlockDate",
          "UserAvailable",
        ]),
      ],
      sql`SELECT UserNum, UserID, UserPass, UserEmail, UserType, UserBlock, UserBlockDate FROM dbo.UserInfo
        WHERE ${dialect.sameText("UserID", parameter("userId", varchar(20)))} AND UserAvailable = 1`,
    ),
    createAccount: statement(
      "createAccount",
      "user",
      [insert(UserInfo), select(UserInfo, ["UserNum"])],
      dialect.insertReturning(
        UserInfo,
        [
          "UserName",
          "UserID",
          "UserPass",
          "UserPass2",
          "UserEmail",
          "UserType",
          "UserAvailable",
          "CreateDate",
        ],
        [
          sql`(${parameter("userId", varchar(20))}, ${parameter("userId", varchar(20))}, ${parameter("password", varchar(20))},
            ${parameter("password", varchar(20))}, ${parameter("email", varchar(50))}, 1, 1, ${parameter("at", datetime)})`,
        ],
        [["UserNum", int]],
      ),
    ),
    setPassword: statement(
      "setPassword",
      "user",
      [select(UserInfo, ["UserNum"]), update(UserInfo, ["UserPass"])],
      sql`UPDATE dbo.UserInfo SET UserPass = ${parameter("password", varchar(20))} WHERE UserNum = ${userNum}`,
    ),
    staffAccounts: statement(
      "staffAccounts",
      "user",
      [select(UserInfo, ["UserNum", "UserType"])],
      sql`SELECT UserNum, UserType FROM dbo.UserInfo WHERE UserType <> 1`,
    ),

    // ---- RanUser: balances ----------------------------------------------------------------------
    balance: statement(
      "balance",
      "user",
      [select(UserInfo, ["UserNum", ...balanceNames])],
      sql`SELECT ${raw(balanceNames.join(", "))} FROM dbo.UserInfo WHERE UserNum = ${userNum}`,
    ),
    balancesOf: (count: number) =>
      statement(
        "balancesOf",
        "user",
        [select(UserInfo, ["UserNum", ...balanceNames])],
        sql`SELECT UserNum, ${raw(balanceNames.join(", "))} FROM dbo.UserInfo
          WHERE UserNum IN (${join(
            Array.from({ length: count }, (_, index) => sql`${parameter(`userNum${index + 1}`, int)}`),
            ", ",
          )})`,
      ),
    chargeBalance: balanceChange("purchase"),
    creditBalance: balanceChange("credit"),

    // ---- RanUser: the IP whitelist --------------------------------------------------------------
    enableAddress: statement(
      "enableAddress",
      "user",
      [select(IPInfo, ["IdxIP", "UserNum", "IpAddress"]), update(IPInfo, ["UseAvailable"])],
      dialect.updateReturning(
        IPInfo,
        sql`UseAvailable = 1`,
        sql`UserNum = ${userNum} AND IpAddress = ${parameter("address", varchar(23))}`,
        [["IdxIP", int]],
      ),
    ),
    addAddress: statement(
      "addAddress",
      "user",
      [insert(IPInfo)],
      sql`INSERT INTO dbo.IPInfo (IpAddress, UserNum, UseAvailable) VALUES (${parameter("address", varchar(23))}, ${userNum}, 1)`,
    ),

    // ---- RanGame1: characters -------------------------------------------------------------------
    charactersPage: statement(
      "charactersPage",
      "game",
      [select(ChaInfo, [...charactersColumns, ...(fork.mmr === undefined ? [] : [fork.mmr])])],
      sql`SELECT ChaNum, UserNum, ChaName, ChaClass, ChaSchool, ChaLevel,
          ${raw(dialect.moneyAsInteger("ChaMoney"))} AS ChaMoney, ChaPKScore, ChaPKDeath,
          ${raw(fork.mmr ?? "0")} AS ChaMMR, ChaDeleted
        FROM dbo.ChaInfo ORDER BY ChaNum
        OFFSET ${parameter("offset", int)} ROWS FETCH NEXT ${parameter("count", int)} ROWS ONLY`,
    ),

    /** The home page's server status: how many characters the game marks online. */
    onlineCount: statement(
      "onlineCount",
      "game",
      [select(ChaInfo, [column("ChaOnline")])],
      sql`SELECT COUNT(*) AS online FROM dbo.ChaInfo WHERE ${raw(column("ChaOnline"))} <> 0`,
    ),

    // ---- Character services ------------------------------------------------------------------------
    accountCharacters: statement(
      "accountCharacters",
      "game",
      [
        select(ChaInfo, [
          "ChaNum",
          "UserNum",
          "ChaName",
          "ChaClass",
          "ChaSchool",
          "ChaLevel",
          "ChaDeleted",
          ...serviceRead.map(column),
        ]),
      ],
      sql`SELECT ChaNum, ChaName, ChaClass, ChaSchool, ChaLevel,
          ${raw(serviceRead.map((name) => `${column(name)} AS ${name.toLowerCase()}`).join(", "))}
        FROM dbo.ChaInfo WHERE UserNum = ${userNum} AND ChaDeleted <> 1 ORDER BY ChaNum`,
    ),
    /** Whether a name is taken, as the game compares names (case ignored): asked before a rename is charged. */
    characterNamed: statement(
      "characterNamed",
      "game",
      [select(ChaInfo, ["ChaNum", "ChaName"])],
      sql`SELECT ChaNum FROM dbo.ChaInfo WHERE ${dialect.sameText("ChaName", parameter("name", varchar(33)))}`,
    ),
    loginState: statement(
      "loginState",
      "user",
      [select(UserInfo, ["UserNum", column("UserLoginState")])],
      sql`SELECT ${raw(column("UserLoginState"))} AS userloginstate FROM dbo.UserInfo WHERE UserNum = ${userNum}`,
    ),
    /** Stats back into unspent points: each stat's points added to ChaStRemain, the stat zeroed. */
    resetStats: characterChange(
      "resetStats",
      [...stats, "ChaStRemain"].map((name) => column(name as ServiceColumn)),
      sql`${raw(column("ChaStRemain"))} = ${raw([column("ChaStRemain"), ...stats.map(column)].join(" + "))},
        ${raw(stats.map((name) => `${column(name)} = 0`).join(", "))}`,
      ownOffline,
    ),
    /** The new school and its campus; refused for a character in a club (a club belongs to one school). */
    changeSchool: characterChange(
      "changeSchool",
      ["ChaSchool", ...position.map(column)],
      sql`ChaSchool = ${parameter("school", int)}, ${toCampus}`,
      sql`${ownOffline} AND ${raw(column("GuNum"))} = 0`,
      [column("GuNum")],
    ),
    unstuck: characterChange("unstuck", position.map(column), toCampus, ownOffline),
    /** The new name, only while no other character has it (as the game compares names: case ignored). */
    rename: characterChange(
      "rename",
      ["ChaName"],
      sql`ChaName = ${parameter("name", varchar(33))}`,
      sql`${ownOffline} AND NOT EXISTS (SELECT 1 FROM dbo.ChaInfo AS taken${raw(dialect.rangeLock)}
        WHERE ${dialect.sameText("taken.ChaName", parameter("name", varchar(33)))} AND taken.ChaNum <> ${chaNum})`,
    ),
    /**
     * Clears a login state stuck at 1. The game's login procedure refuses every login while it is 1,
     * so no character of the account can come online between the check of RanGame1 and this change.
     */
    clearLoginState: statement(
      "clearLoginState",
      "user",
      [select(UserInfo, ["UserNum", column("UserLoginState")]), update(UserInfo, [column("UserLoginState")])],
      dialect.updateReturning(
        UserInfo,
        sql`${raw(column("UserLoginState"))} = 0`,
        sql`UserNum = ${userNum} AND ${raw(column("UserLoginState"))} = 1`,
        [["UserNum", int]],
      ),
    ),

    // ---- RanShop: the item bank -----------------------------------------------------------------
    /** Reserved rows (PurFlag -1) are invisible to the game's item bank, which reads PurFlag 0. */
    reserveUnits: (count: number) =>
      statement(
        "reserveUnits",
        "shop",
        [insert(ShopPurchase), select(ShopPurchase, ["PurKey", "ProductNum"])],
        dialect.insertReturning(
          ShopPurchase,
          ["UserUID", "ProductNum", "PurPrice", "PurFlag", "PurDate"],
          Array.from(
            { length: count },
            (_, index) =>
              sql`(${parameter("userId", varchar(20))}, ${parameter(`product${index + 1}`, int)},
                ${parameter(`price${index + 1}`, int)}, -1, ${parameter("at", datetime)})`,
          ),
          [
            ["PurKey", bigint],
            ["ProductNum", int],
          ],
        ),
      ),
    deliverUnits: (count: number) =>
      statement(
        "deliverUnits",
        "shop",
        [select(ShopPurchase, ["PurKey", "PurFlag"]), update(ShopPurchase, ["PurFlag"])],
        sql`UPDATE dbo.ShopPurchase SET PurFlag = 0 WHERE PurKey IN (${keyList("purKey", count)}) AND PurFlag = -1`,
      ),
    dropReserved: statement(
      "dropReserved",
      "shop",
      [select(ShopPurchase, ["UserUID", "PurFlag"]), remove(ShopPurchase)],
      sql`DELETE FROM dbo.ShopPurchase
        WHERE ${dialect.sameText("UserUID", parameter("userId", varchar(20)))} AND PurFlag = -1`,
    ),
    itemFlags: (count: number) =>
      statement(
        "itemFlags",
        "shop",
        [select(ShopPurchase, ["PurKey", "PurFlag"])],
        sql`SELECT PurKey, PurFlag FROM dbo.ShopPurchase WHERE PurKey IN (${keyList("purKey", count)})`,
      ),
    cancelItem: statement(
      "cancelItem",
      "shop",
      [select(ShopPurchase, ["PurKey", "PurFlag"]), update(ShopPurchase, ["PurFlag", "PurChgDate"])],
      dialect.updateReturning(
        ShopPurchase,
        sql`PurFlag = 3, PurChgDate = ${parameter("at", datetime)}`,
        sql`PurKey = ${parameter("purKey", bigint)} AND PurFlag = 0`,
        [["PurKey", bigint]],
      ),
    ),
  }
}

export type GameStatements = ReturnType<typeof gameStatements>

/** The sizes at which a statement built from a count is listed: the smallest and its batch. */
const listedCounts = {
  balancesOf: [1, keysBatch],
  reserveUnits: [1, reserveBatch],
  deliverUnits: [1, keysBatch],
  itemFlags: [1, keysBatch],
} as const

/** Every statement of the catalogue, those built from a count at one and at their batch size. */
export const everyStatement = (statements: GameStatements): ReadonlyArray<GameStatement> =>
  Object.entries(statements).flatMap(([name, entry]) =>
    typeof entry === "function"
      ? listedCounts[name as keyof typeof listedCounts].map((count) => entry(count))
      : [entry],
  )

/** The catalogue of one dialect for a fork's columns. */
export const catalogueFor = (dialect: GameDialectName, fork: ForkColumns) =>
  gameStatements(gameDialect(dialect), fork)
