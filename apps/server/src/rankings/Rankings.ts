import {
  adminUserType,
  currentManilaMonth,
  type ManilaMonth,
  RankingRow,
  RankingsResponse,
  rankingListSize,
  seasonName,
  seasonNamed,
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

export interface RankingSeasons {
  readonly current: string
  /** Closed seasons with an archive, newest first. */
  readonly archives: ReadonlyArray<string>
}

/**
 * Monthly ranking seasons (Manila calendar months, starting at Manila midnight on the 1st). A
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
     * Snapshots a finished season into the archive. True when this call wrote it; false when it was
     * closed before or nobody played in it (nothing is recorded then).
     */
    readonly closeSeason: (month: ManilaMonth) => Effect.Effect<boolean>
  }
>()("gatehouse/server/Rankings") {
  static readonly layer = Layer.effect(
    Rankings,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const changes = yield* Changes

      const ranked = sql.literal(
        "c.cha_num, c.cha_name, c.cha_school, c.cha_class, c.cha_level, c.cha_mmr, c.cha_pk_score, c.cha_pk_death, c.cha_money, c.cha_level_up_date",
      )

      /**
       * The eligible characters of a season on one board, best first: the live source. They are the
       * portal's own characters and the snapshot of the game's (game link; empty without it), each
       * cut to the board's length on its own index before the two are merged. In the game only
       * UserType 1 is a player, as the game's own rankings count it.
       */
      const seasonBoard = (month: ManilaMonth, board: Board) => {
        const start = month.start.toISOString()
        const end = month.end.toISOString()
        return sql`
          SELECT c.* FROM (
            (SELECT ${ranked} FROM characters c JOIN users u ON u.user_num = c.user_num
             WHERE NOT c.cha_deleted AND u.user_type < ${adminUserType}
               AND c.cha_level_up_date >= ${start}::timestamptz AND c.cha_level_up_date < ${end}::timestamptz
             ORDER BY ${sql.literal(board.order)} LIMIT ${rankingListSize})
            UNION ALL
            (SELECT ${ranked} FROM game_characters c
             WHERE NOT c.cha_deleted AND c.user_type = 1
               AND c.cha_level_up_date >= ${start}::timestamptz AND c.cha_level_up_date < ${end}::timestamptz
             ORDER BY ${sql.literal(board.order)} LIMIT ${rankingListSize})
          ) c
          ORDER BY ${sql.literal(board.order)}
          LIMIT ${rankingListSize}`
      }

      const liveBoard = SqlSchema.findAll({
        Request: Schema.Struct({ season: Season, list: Schema.Literals(boardLists) }),
        Result: CharacterRow,
        execute: ({ season, list }) =>
          sql`SELECT ${sql.literal(rowColumns)} FROM (${seasonBoard(season, boards[list])}) c
            ORDER BY ${sql.literal(boards[list].order)}`,
      })

      const live = (month: ManilaMonth) =>
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

      const archived = (month: ManilaMonth) =>
        archivedRows(month).pipe(
          Effect.map((rows) =>
            response((list) =>
              rows.filter(({ board }) => board === boards[list].archiveKey).map(({ row }) => row),
            ),
          ),
        )

      const top = Effect.fn("Rankings.top")(function* (season?: string) {
        const current = yield* currentManilaMonth
        const wanted = season === undefined ? current : seasonNamed(season)
        return wanted.start.getTime() === current.start.getTime()
          ? yield* live(current)
          : yield* archived(wanted)
      }, Effect.orDie)

      const seasons = Effect.gen(function* () {
        const current = seasonName(yield* currentManilaMonth)
        const rows = yield* decodeRows(
          Schema.Struct({ season: Schema.String }),
          sql`SELECT to_char(season, 'YYYY-MM') AS season FROM ranking_seasons ORDER BY season DESC`,
        )
        return { current, archives: rows.map((row) => row.season) }
      }).pipe(Effect.orDie, Effect.withSpan("Rankings.seasons"))

      // Only how many rows were archived is read.
      const archiveBoard = (month: ManilaMonth, board: Board) => sql`
        INSERT INTO ranking_archives (season, board, rank, cha_num, cha_name, cha_school, cha_class, cha_level,
          score, cha_mmr, cha_pk_score, cha_pk_death, cha_money, cha_level_up_date)
        SELECT ${seasonDate(month)}::date, ${board.archiveKey}, row_number() OVER (ORDER BY ${sql.literal(board.order)}),
          c.cha_num, c.cha_name, c.cha_school, c.cha_class, c.cha_level, ${sql.literal(board.score)},
          c.cha_mmr, c.cha_pk_score, c.cha_pk_death, c.cha_money, c.cha_level_up_date
        FROM (${seasonBoard(month, board)}) c
        RETURNING rank`

      const closeSeason = Effect.fn("Rankings.closeSeason")(function* (month: ManilaMonth) {
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

      return Rankings.of({ top, seasons, closeSeason })
    }),
  ).pipe(Layer.provide(Changes.layer))
}
