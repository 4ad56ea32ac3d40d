import {
  adminUserType,
  CharacterPlaces,
  currentMonthIn,
  GameTimeZone,
  MyRankingsResponse,
  RankingRow,
  RankingsResponse,
  rankingListSize,
  seasonName,
  seasonNamed,
  type ZonedMonth,
} from "@gatehouse/domain"
import { Context, Effect, Layer, Schema, SchemaTransformation } from "effect"
import { SqlClient, SqlSchema } from "effect/sql"
import { Changes } from "../cache/Changes.ts"
import { gold, isoTimestamp } from "../database/columns.ts"
import { decodeRows } from "../database/rows.ts"
import { type Board, type BoardList, boardLists, boards } from "./boards.ts"
import { seasonDate } from "./seasons.ts"

/** A character's columns, named as the ranking row names them. */
const characterColumns = {
  ...RankingRow.fields,
  ChaMoney: gold,
  ChaLevelUpDate: Schema.NullOr(isoTimestamp),
}

const CharacterRow = Schema.Struct(characterColumns).pipe(Schema.decodeTo(RankingRow))

/** An archived character row with the board it was archived on. */
const ArchivedRow = Schema.Struct({ board: Schema.String, ...characterColumns }).pipe(
  Schema.decodeTo(
    Schema.Struct({ board: Schema.String, row: RankingRow }),
    SchemaTransformation.transform({
      decode: ({ board, ...row }) => ({ board, row }),
      encode: ({ board, row }) => ({ board, ...row }),
    }),
  ),
)

const rowColumns = `cha_num AS "ChaNum", cha_name AS "ChaName", cha_level AS "ChaLevel", cha_class AS "ChaClass",
  cha_school AS "ChaSchool", cha_pk_score AS "ChaPKScore", cha_pk_death AS "ChaPKDeath", cha_mmr AS "ChaMMR",
  cha_money AS "ChaMoney", cha_level_up_date AS "ChaLevelUpDate"`

/** A season as the queries receive it. */
const Season = Schema.Struct({
  year: Schema.Finite,
  month: Schema.Finite,
  start: Schema.Date,
  end: Schema.Date,
})

/** The response from each board's rows; the home widget's side list is the level board again. */
const response = (rowsOf: (list: BoardList) => ReadonlyArray<RankingRow>) => {
  const toplevel = rowsOf("toplevel")
  return new RankingsResponse({
    topmmr: rowsOf("topmmr"),
    toppk: rowsOf("toppk"),
    toplevel,
    topmoney: rowsOf("topmoney"),
    toplevelside: toplevel,
  })
}

const place = Schema.NullOr(Schema.Finite)

/** A player's character as the places query reads it: its place on each board, null where it does not rank. */
const PlacedRow = Schema.Struct({
  ChaNum: Schema.Finite,
  ChaName: Schema.String,
  ChaLevel: Schema.Finite,
  ChaClass: Schema.Finite,
  ChaSchool: Schema.Finite,
  topmmr: place,
  toppk: place,
  toplevel: place,
  topmoney: place,
})

const placesOfRow = ({ topmmr, toppk, toplevel, topmoney, ...character }: typeof PlacedRow.Type) =>
  new CharacterPlaces({ ...character, places: { topmmr, toppk, toplevel, topmoney } })

export interface RankingSeasons {
  readonly current: string
  /** Closed seasons with an archive, newest first. */
  readonly archives: ReadonlyArray<string>
}

/**
 * Monthly ranking seasons (calendar months of the game's time zone, starting at its midnight on the 1st). A
 * character ranks in a season when it played in it (its last level-up, shown as Time Logged, falls
 * inside the month), so every board starts empty on the 1st. Deleted characters and staff
 * characters never rank. The running season is read live; a finished one is closed once into the
 * archive (see SeasonClosing.ts), which is what past seasons are read from.
 */
export class Rankings extends Context.Service<
  Rankings,
  {
    /** The top 100 of each board for `season` ("2026-05"), or for the running season. */
    readonly top: (season?: string) => Effect.Effect<RankingsResponse>
    readonly seasons: Effect.Effect<RankingSeasons>
    /**
     * The places of a player's own characters on each board of `season` (or the running season):
     * counted among every character that played in the running season, so past the top 100; read
     * from the archive, which keeps only the top 100, for a past one.
     */
    readonly placesOf: (userNum: number, season?: string) => Effect.Effect<MyRankingsResponse>
    /**
     * Snapshots a finished season into the archive. True when this call wrote it; false when it was
     * closed before or nobody played in it (nothing is recorded then).
     */
    readonly closeSeason: (month: ZonedMonth) => Effect.Effect<boolean>
  }
>()("gatehouse/server/Rankings") {
  static readonly layer = Layer.effect(
    Rankings,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const changes = yield* Changes
      const timeZone = yield* GameTimeZone
      const currentMonth = currentMonthIn(timeZone)

      const ranked = sql.literal(
        "c.cha_num, c.cha_name, c.cha_school, c.cha_class, c.cha_level, c.cha_mmr, c.cha_pk_score, c.cha_pk_death, c.cha_money, c.cha_level_up_date",
      )

      /** Who ranks in a season (ADR 0006): played in it, not deleted, not staff; in the game only UserType 1. */
      const playedIn = (month: ZonedMonth) =>
        sql`c.cha_level_up_date >= ${month.start.toISOString()}::timestamptz
          AND c.cha_level_up_date < ${month.end.toISOString()}::timestamptz`
      const portalRanks = (month: ZonedMonth) =>
        sql`NOT c.cha_deleted AND u.user_type < ${adminUserType} AND ${playedIn(month)}`
      const gameRanks = (month: ZonedMonth) =>
        sql`NOT c.cha_deleted AND c.user_type = 1 AND ${playedIn(month)}`

      /**
       * The eligible characters of a season on one board, best first: the live source. They are the
       * portal's own characters and the snapshot of the game's (game link; empty without it), each
       * cut to the board's length on its own index before the two are merged. In the game only
       * UserType 1 is a player, as the game's own rankings count it.
       */
      const seasonBoard = (month: ZonedMonth, board: Board) => sql`
          SELECT c.* FROM (
            (SELECT ${ranked} FROM characters c JOIN users u ON u.user_num = c.user_num
             WHERE ${portalRanks(month)}
             ORDER BY ${sql.literal(board.order)} LIMIT ${rankingListSize})
            UNION ALL
            (SELECT ${ranked} FROM game_characters c
             WHERE ${gameRanks(month)}
             ORDER BY ${sql.literal(board.order)} LIMIT ${rankingListSize})
          ) c
          ORDER BY ${sql.literal(board.order)}
          LIMIT ${rankingListSize}`

      /** The player's own characters that still exist: the portal's, and the game's through the link. */
      const mine = (userNum: number) => sql`
          SELECT 'portal'::text AS source, c.cha_num, c.cha_name, c.cha_level, c.cha_class, c.cha_school
          FROM characters c WHERE c.user_num = ${userNum} AND NOT c.cha_deleted
          UNION ALL
          SELECT 'game'::text, c.cha_num, c.cha_name, c.cha_level, c.cha_class, c.cha_school
          FROM game_characters c JOIN game_accounts a ON a.game_user_num = c.game_user_num
          WHERE a.user_num = ${userNum} AND NOT c.cha_deleted`

      const placedColumns = `m.cha_num AS "ChaNum", m.cha_name AS "ChaName", m.cha_level AS "ChaLevel",
        m.cha_class AS "ChaClass", m.cha_school AS "ChaSchool"`

      /**
       * Live places: every eligible character numbered on each board in the board's own order (the
       * lists' order, so a place in the top 100 is the row's place in its list), then the player's
       * picked out. Not cut to 100: a player outside the top 100 still learns where they stand.
       */
      const livePlaces = SqlSchema.findAll({
        Request: Schema.Struct({ season: Season, userNum: Schema.Finite }),
        Result: PlacedRow,
        execute: ({ season, userNum }) => sql`
          WITH eligible AS (
            SELECT 'portal'::text AS source, ${ranked} FROM characters c JOIN users u ON u.user_num = c.user_num
            WHERE ${portalRanks(season)}
            UNION ALL
            SELECT 'game'::text, ${ranked} FROM game_characters c WHERE ${gameRanks(season)}
          ), placed AS (
            SELECT c.source, c.cha_num, ${sql.literal(
              boardLists
                .map((list) => `(row_number() OVER (ORDER BY ${boards[list].order}))::int AS ${list}`)
                .join(", "),
            )}
            FROM eligible c
          )
          SELECT ${sql.literal(placedColumns)}, p.topmmr, p.toppk, p.toplevel, p.topmoney
          FROM (${mine(userNum)}) m LEFT JOIN placed p ON p.source = m.source AND p.cha_num = m.cha_num
          ORDER BY m.cha_level DESC, m.cha_num`,
      })

      /** A past season's places: the player's rows in its archive (its top 100 per board). */
      const archivedPlaces = SqlSchema.findAll({
        Request: Schema.Struct({ season: Season, userNum: Schema.Finite }),
        Result: PlacedRow,
        execute: ({ season, userNum }) => sql`
          SELECT ${sql.literal(placedColumns)}, ${sql.literal(
            boardLists
              .map(
                (list) =>
                  `(max(a.rank) FILTER (WHERE a.board = '${boards[list].archiveKey}'))::int AS ${list}`,
              )
              .join(", "),
          )}
          FROM (${mine(userNum)}) m
          LEFT JOIN ranking_archives a ON a.season = ${seasonDate(season)}::date AND a.cha_num = m.cha_num
          GROUP BY m.source, m.cha_num, m.cha_name, m.cha_level, m.cha_class, m.cha_school
          ORDER BY m.cha_level DESC, m.cha_num`,
      })

      const liveBoard = SqlSchema.findAll({
        Request: Schema.Struct({ season: Season, list: Schema.Literals(boardLists) }),
        Result: CharacterRow,
        execute: ({ season, list }) =>
          sql`SELECT ${sql.literal(rowColumns)} FROM (${seasonBoard(season, boards[list])}) c
            ORDER BY ${sql.literal(boards[list].order)}`,
      })

      const live = (month: ZonedMonth) =>
        Effect.forEach(boardLists, (list) => liveBoard({ season: month, list }), {
          // One connection is all the embedded database has; queue rather than fan out.
          concurrency: 1,
        }).pipe(Effect.map((lists) => response((list) => lists[boardLists.indexOf(list)] ?? [])))

      const archivedRows = SqlSchema.findAll({
        Request: Season,
        Result: ArchivedRow,
        execute: (season) => sql`
          SELECT board, ${sql.literal(rowColumns)} FROM ranking_archives
          WHERE season = ${seasonDate(season)}::date ORDER BY board, rank`,
      })

      const archived = (month: ZonedMonth) =>
        archivedRows(month).pipe(
          Effect.map((rows) =>
            response((list) =>
              rows.filter(({ board }) => board === boards[list].archiveKey).map(({ row }) => row),
            ),
          ),
        )

      const top = Effect.fn("Rankings.top")(function* (season?: string) {
        const current = yield* currentMonth
        const wanted = season === undefined ? current : seasonNamed(season, timeZone)
        return wanted.start.getTime() === current.start.getTime()
          ? yield* live(current)
          : yield* archived(wanted)
      }, Effect.orDie)

      const placesOf = Effect.fn("Rankings.placesOf")(function* (userNum: number, season?: string) {
        const current = yield* currentMonth
        const wanted = season === undefined ? current : seasonNamed(season, timeZone)
        const read = wanted.start.getTime() === current.start.getTime() ? livePlaces : archivedPlaces
        const rows = yield* read({ season: wanted, userNum })
        return new MyRankingsResponse({ characters: rows.map(placesOfRow) })
      }, Effect.orDie)

      const seasons = Effect.gen(function* () {
        const current = seasonName(yield* currentMonth)
        const rows = yield* decodeRows(
          Schema.Struct({ season: Schema.String }),
          sql`SELECT to_char(season, 'YYYY-MM') AS season FROM ranking_seasons ORDER BY season DESC`,
        )
        return { current, archives: rows.map((row) => row.season) }
      }).pipe(Effect.orDie, Effect.withSpan("Rankings.seasons"))

      // Only how many rows were archived is read.
      const archiveBoard = (month: ZonedMonth, board: Board) => sql`
        INSERT INTO ranking_archives (season, board, rank, cha_num, cha_name, cha_school, cha_class, cha_level,
          score, cha_mmr, cha_pk_score, cha_pk_death, cha_money, cha_level_up_date)
        SELECT ${seasonDate(month)}::date, ${board.archiveKey}, row_number() OVER (ORDER BY ${sql.literal(board.order)}),
          c.cha_num, c.cha_name, c.cha_school, c.cha_class, c.cha_level, ${sql.literal(board.score)},
          c.cha_mmr, c.cha_pk_score, c.cha_pk_death, c.cha_money, c.cha_level_up_date
        FROM (${seasonBoard(month, board)}) c
        RETURNING rank`

      const closeSeason = Effect.fn("Rankings.closeSeason")(function* (month: ZonedMonth) {
        const date = seasonDate(month)
        return yield* sql.withTransaction(
          Effect.gen(function* () {
            // Claiming the season row first makes concurrent closers wait, then find it taken.
            const claimed = yield* sql`
              INSERT INTO ranking_seasons (season) VALUES (${date}::date) ON CONFLICT DO NOTHING RETURNING season`
            if (claimed.length === 0) return false
            const written = yield* Effect.forEach(boardLists, (list) => archiveBoard(month, boards[list]), {
              concurrency: 1,
            })
            if (written.every((rows) => rows.length === 0)) {
              yield* sql`DELETE FROM ranking_seasons WHERE season = ${date}::date`
              return false
            }
            // A new archive is a new season to choose on every instance.
            yield* changes.announce("rankings")
            return true
          }),
        )
      }, Effect.orDie)

      return Rankings.of({ top, seasons, placesOf, closeSeason })
    }),
  ).pipe(Layer.provide(Changes.layer))
}
