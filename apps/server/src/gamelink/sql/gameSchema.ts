/**
 * The columns of the game's databases that the link reads and writes, with their SQL Server types
 * as RAN servers declare them (../shared reference: juver's RanUser/RanGame1/RanShop scripts). The
 * one place these types are written: parameters are bound with them, `OUTPUT … INTO` table
 * variables are declared with them, and `gamelink check` compares them with the operator's server.
 */

/** A SQL Server type the link binds or reads. */
export type GameType =
  | { readonly sql: "int" }
  | { readonly sql: "bigint" }
  | { readonly sql: "datetime" }
  | { readonly sql: "money" }
  /** A position in a map (ChaPosX…): SQL Server's float. */
  | { readonly sql: "float" }
  | { readonly sql: "varchar"; readonly length: number }
  /** nvarchar(max): only `gamelink check`'s own texts (a statement to compile, an object's name). */
  | { readonly sql: "nvarchar" }

export const int: GameType = { sql: "int" }
export const bigint: GameType = { sql: "bigint" }
export const datetime: GameType = { sql: "datetime" }
export const money: GameType = { sql: "money" }
export const float: GameType = { sql: "float" }
export const varchar = (length: number): GameType => ({ sql: "varchar", length })
export const nvarchar: GameType = { sql: "nvarchar" }

/** How SQL Server writes the type in a declaration (`varchar(20)`). */
export const declarationOf = (type: GameType) =>
  type.sql === "varchar" ? `varchar(${type.length})` : type.sql === "nvarchar" ? "nvarchar(max)" : type.sql

/** Which of the game's databases holds a table. */
export type GameDatabaseName = "user" | "game" | "shop"

export interface GameTable {
  readonly name: string
  readonly database: GameDatabaseName
  readonly columns: Readonly<Record<string, GameType>>
}

const table = <const Columns extends Record<string, GameType>>(
  name: string,
  database: GameDatabaseName,
  columns: Columns,
) => ({ name, database, columns }) as const satisfies GameTable

/** RanUser's accounts. The Milleage column is a fork's setting (GAME_MILLEAGE_COLUMN), an int. */
export const UserInfo = table("UserInfo", "user", {
  UserNum: int,
  UserName: varchar(20),
  UserID: varchar(20),
  UserPass: varchar(20),
  UserPass2: varchar(20),
  UserEmail: varchar(50),
  UserType: int,
  UserAvailable: int,
  CreateDate: datetime,
  UserBlock: int,
  UserBlockDate: datetime,
  UserPoint: int,
})

/** RanUser's whitelist of addresses an account may log in from. */
export const IPInfo = table("IPInfo", "user", {
  IdxIP: int,
  IpAddress: varchar(23),
  UserNum: int,
  UseAvailable: int,
})

/** RanGame1's characters. The MMR column is a fork's setting (GAME_MMR_COLUMN). */
export const ChaInfo = table("ChaInfo", "game", {
  ChaNum: int,
  UserNum: int,
  ChaName: varchar(33),
  ChaClass: int,
  ChaSchool: int,
  ChaLevel: int,
  ChaMoney: money,
  ChaPKScore: bigint,
  ChaPKDeath: bigint,
  ChaDeleted: int,
})

/** RanShop's item bank: one row per unit bought, delivered to the account by UserUID (its UserID). */
export const ShopPurchase = table("ShopPurchase", "shop", {
  PurKey: bigint,
  UserUID: varchar(20),
  ProductNum: int,
  PurPrice: int,
  PurFlag: int,
  PurDate: datetime,
  PurChgDate: datetime,
})

export const gameTables = [UserInfo, IPInfo, ChaInfo, ShopPurchase] as const

/**
 * The columns character services read and write beyond the core ones (docs/character-services.md),
 * by their usual names, with the table and type of each. A fork that names one differently says so
 * in GAME_CHARACTER_COLUMNS (`ChaStRemain=ChaStatPoint`); the statements use the fork's name.
 */
export const serviceColumns = {
  ChaPower: { table: ChaInfo, type: int },
  ChaStrong: { table: ChaInfo, type: int },
  ChaStrength: { table: ChaInfo, type: int },
  ChaSpirit: { table: ChaInfo, type: int },
  ChaDex: { table: ChaInfo, type: int },
  ChaIntel: { table: ChaInfo, type: int },
  ChaStRemain: { table: ChaInfo, type: int },
  ChaStartMap: { table: ChaInfo, type: int },
  ChaStartGate: { table: ChaInfo, type: int },
  ChaPosX: { table: ChaInfo, type: float },
  ChaPosY: { table: ChaInfo, type: float },
  ChaPosZ: { table: ChaInfo, type: float },
  ChaSaveMap: { table: ChaInfo, type: int },
  ChaReturnMap: { table: ChaInfo, type: int },
  ChaOnline: { table: ChaInfo, type: int },
  GuNum: { table: ChaInfo, type: int },
  UserLoginState: { table: UserInfo, type: int },
} as const satisfies Record<string, { readonly table: GameTable; readonly type: GameType }>

export type ServiceColumn = keyof typeof serviceColumns
export const serviceColumnNames = Object.keys(serviceColumns) as ReadonlyArray<ServiceColumn>

/** The columns a fork names in its settings, absent where the fork has none. */
export interface ForkColumns {
  /** UserInfo's Milleage balance (GAME_MILLEAGE_COLUMN), an int like UserPoint. */
  readonly milleage: string | undefined
  /** ChaInfo's MMR (GAME_MMR_COLUMN): any whole-number type. */
  readonly mmr: string | undefined
  /** The fork's own names of character services' columns (GAME_CHARACTER_COLUMNS); the usual name otherwise. */
  readonly renamed?: Readonly<Partial<Record<ServiceColumn, string>>>
}

/** A character services column as this fork names it. */
export const serviceColumn = (fork: ForkColumns, column: ServiceColumn): string =>
  fork.renamed?.[column] ?? column

/** Every column the link touches on this fork, by table: what `gamelink check` looks for. */
export const columnsOf = (
  fork: ForkColumns,
): ReadonlyArray<{
  readonly table: GameTable
  readonly column: string
  readonly type: GameType
}> => [
  ...gameTables.flatMap((table) =>
    Object.entries(table.columns).map(([column, type]) => ({ table, column, type })),
  ),
  ...(fork.milleage === undefined ? [] : [{ table: UserInfo, column: fork.milleage, type: int }]),
  ...(fork.mmr === undefined ? [] : [{ table: ChaInfo, column: fork.mmr, type: bigint }]),
  ...serviceColumnNames.map((column) => ({
    table: serviceColumns[column].table,
    column: serviceColumn(fork, column),
    type: serviceColumns[column].type,
  })),
]
