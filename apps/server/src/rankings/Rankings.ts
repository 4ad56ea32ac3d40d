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
import { Context, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql"
import { Changes } from "../cache/Changes.ts"
import { type Board, type BoardList, boardLists, boards } from "./boards.ts"
import { seasonDate } from "./seasons.ts"

interface CharacterRow {
  readonly cha_num: number
  readonly cha_name: string
  readonly cha_level: number
  readonly cha_class: number
  readonly cha_school: number
  readonly cha_pk_score: number
  readonly cha_pk_death: number
  readonly cha_mmr: number
  readonly cha_money: bigint | number | string
  readonly cha_level_up_date: Date | string | null
}

const isoDate = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString()

const toRankingRow = (row: CharacterRow) =>
  new RankingRow({
    ChaNum: row.cha_num,
    ChaName: row.cha_name,
    ChaLevel: row.cha_level,
    ChaClass: row.cha_class,
    ChaSchool: row.cha_school,
    ChaPKScore: row.cha_pk_score,
    ChaPKDeath: row.cha_pk_death,
    ChaMMR: row.cha_mmr,
    // In-game gold fits a double exactly far beyond any real amount (2^53).
    ChaMoney: Number(row.cha_money),
    ChaLevelUpDate: isoDate(row.cha_level_up_date),
  })

const rowColumns =
  "cha_num, cha_name, cha_level, cha_class, cha_school, cha_pk_score, cha_pk_death, cha_mmr, cha_money, cha_level_up_date"

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

      /** The eligible characters of a season on one board, best first: the live source. */
      const seasonBoard = (month: ManilaMonth, board: Board) => sql`
        SELECT c.* FROM characters c JOIN users u ON u.user_num = c.user_num
        WHERE NOT c.cha_deleted AND u.user_type < ${adminUserType}
          AND c.cha_level_up_date >= ${month.start.toISOString()}::timestamptz
          AND c.cha_level_up_date < ${month.end.toISOString()}::timestamptz
        ORDER BY ${sql.literal(board.order)}
        LIMIT ${rankingListSize}`

      const liveBoard = (month: ManilaMonth, board: Board) =>
        sql<CharacterRow>`SELECT ${sql.literal(rowColumns)} FROM (${seasonBoard(month, board)}) c
          ORDER BY ${sql.literal(board.order)}`.pipe(Effect.map((rows) => rows.map(toRankingRow)))

      const live = (month: ManilaMonth) =>
        Effect.forEach(boardLists, (list) => liveBoard(month, boards[list]), {
          // One connection is all the embedded database has; queue rather than fan out.
          concurrency: 1,
        }).pipe(Effect.map((lists) => response((list) => lists[boardLists.indexOf(list)] ?? [])))

      const archived = (month: ManilaMonth) =>
        sql<CharacterRow & { readonly board: string }>`
          SELECT board, ${sql.literal(rowColumns)} FROM ranking_archives
          WHERE season = ${seasonDate(month)}::date ORDER BY board, rank`.pipe(
          Effect.map((rows) =>
            response((list) => rows.filter((row) => row.board === boards[list].archiveKey).map(toRankingRow)),
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
        const rows = yield* sql<{ season: string }>`
          SELECT to_char(season, 'YYYY-MM') AS season FROM ranking_seasons ORDER BY season DESC`
        return { current, archives: rows.map((row) => row.season) }
      }).pipe(Effect.orDie, Effect.withSpan("Rankings.seasons"))

      const archiveBoard = (month: ManilaMonth, board: Board) => sql<{ rank: number }>`
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
