// The game server's side of the RAN-linked journeys: the spec reaches the game's databases directly,
// as the game server would, to give a player characters and a balance and to log a character in.
// The databases are the e2e run's own (playwright.config.ts names them; scripts/e2e-ran-server.ts
// makes them), PostgreSQL laid out like the game's, where unquoted names read in lower case.
import { PgClient } from "@effect/sql-pg"
import { Effect, Redacted } from "effect"
import { SqlClient } from "effect/sql"

const databaseUrl = (setting: "E2E_RAN_USER_DATABASE_URL" | "E2E_RAN_GAME_DATABASE_URL") => {
  const url = process.env[setting]
  if (!url) throw new Error(`${setting} is not set (playwright.config.ts sets it)`)
  return url
}

/** One statement with `$1`-style holes on RanUser or RanGame1, and its rows. */
const query = <Row extends object>(
  database: "user" | "game",
  text: string,
  values: ReadonlyArray<unknown> = [],
): Promise<ReadonlyArray<Row>> => {
  const url = databaseUrl(database === "user" ? "E2E_RAN_USER_DATABASE_URL" : "E2E_RAN_GAME_DATABASE_URL")
  return Effect.runPromise(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      return yield* sql.unsafe<Row>(text, values)
    }).pipe(Effect.provide(PgClient.layer({ url: Redacted.make(url), maxConnections: 1 })), Effect.scoped),
  )
}

/** A character's stats as the game keeps them: ChaInfo's six stat columns and its unspent points. */
export interface GameStats {
  readonly chapower: number
  readonly chastrong: number
  readonly chastrength: number
  readonly chaspirit: number
  readonly chadex: number
  readonly chaintel: number
  readonly chastremain: number
}

/** The game account's number (RanUser's UserNum), which the registration made with the portal's. */
export const gameUserNum = async (userId: string): Promise<number> => {
  const [row] = await query<{ usernum: number }>(
    "user",
    "SELECT UserNum FROM dbo.UserInfo WHERE UserID = $1",
    [userId],
  )
  if (row === undefined) throw new Error(`The game has no account ${userId}`)
  return row.usernum
}

/** Sets the account's R-Coin in the game (UserPoint), as a top-up in game would. */
export const setGameBalance = async (userId: string, points: number): Promise<void> => {
  await query("user", "UPDATE dbo.UserInfo SET UserPoint = $1 WHERE UserID = $2", [points, userId])
}

export const gameBalance = async (userId: string): Promise<number> => {
  const [row] = await query<{ userpoint: number }>(
    "user",
    "SELECT UserPoint FROM dbo.UserInfo WHERE UserID = $1",
    [userId],
  )
  if (row === undefined) throw new Error(`The game has no account ${userId}`)
  return row.userpoint
}

/** Creates a character of the account in RanGame1, as the game's character creation would; its ChaNum. */
export const placeCharacter = async (
  userNum: number,
  character: { readonly name: string; readonly online: boolean; readonly stats: GameStats },
): Promise<number> => {
  const { stats } = character
  const [row] = await query<{ chanum: number }>(
    "game",
    `INSERT INTO dbo.ChaInfo (UserNum, ChaName, ChaClass, ChaSchool, ChaLevel, ChaOnline, ChaCreateDate,
       ChaPower, ChaStrong, ChaStrength, ChaSpirit, ChaDex, ChaIntel, ChaStRemain)
     VALUES ($1, $2, 1, 0, 120, $3, now(), $4, $5, $6, $7, $8, $9, $10)
     RETURNING ChaNum`,
    [
      userNum,
      character.name,
      character.online ? 1 : 0,
      stats.chapower,
      stats.chastrong,
      stats.chastrength,
      stats.chaspirit,
      stats.chadex,
      stats.chaintel,
      stats.chastremain,
    ],
  )
  if (row === undefined) throw new Error(`The character ${character.name} was not created`)
  return row.chanum
}

/** The character's stats in the game now. */
export const gameStats = async (chaNum: number): Promise<GameStats> => {
  const [row] = await query<GameStats>(
    "game",
    `SELECT ChaPower, ChaStrong, ChaStrength, ChaSpirit, ChaDex, ChaIntel, ChaStRemain
     FROM dbo.ChaInfo WHERE ChaNum = $1`,
    [chaNum],
  )
  if (row === undefined) throw new Error(`The game has no character ${chaNum}`)
  return row
}

/** The game marks the character as playing (a player logged in to it), as the game server does. */
export const logCharacterIn = async (chaNum: number): Promise<void> => {
  await query("game", "UPDATE dbo.ChaInfo SET ChaOnline = 1 WHERE ChaNum = $1", [chaNum])
}
