import { adminUserType, currentGameMonth, GameTimeZone, type ZonedMonth } from "@gatehouse/domain"
import { Array as Arr, Effect } from "effect"
import { SqlClient } from "effect/sql"
import { boardLists, boards } from "../../rankings/boards.ts"
import { previousSeason, seasonDate } from "../../rankings/seasons.ts"
import type { SeededAccounts } from "./accounts.ts"

/** How many finished seasons the demo shows in its archive. */
export const demoArchivedSeasons = 2

/**
 * Archives of the last finished seasons, so the season picker has something to show. The demo
 * characters' totals are taken back a little per month (fewer levels, kills and gold), one in five
 * sits a month out, and each board is ranked exactly as a closed season would be.
 */
const archiveSeason = (month: ZonedMonth, monthsBack: number, owners: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (!Arr.isReadonlyArrayNonEmpty(owners)) return
    const date = seasonDate(month)
    const claimed = yield* sql`
      INSERT INTO ranking_seasons (season) VALUES (${date}::date) ON CONFLICT DO NOTHING RETURNING season`
    if (claimed.length === 0) return
    const past = sql`
      SELECT ch.cha_num, ch.cha_name, ch.cha_school, ch.cha_class,
        greatest(1, ch.cha_level - ${monthsBack} * (3 + ch.cha_num % 9)) AS cha_level,
        greatest(0, ch.cha_mmr - ${monthsBack} * 40 * (ch.cha_num % 11)) AS cha_mmr,
        greatest(0, ch.cha_pk_score - ${monthsBack} * (ch.cha_num % 37)) AS cha_pk_score,
        greatest(0, ch.cha_pk_death - ${monthsBack} * (ch.cha_num % 23)) AS cha_pk_death,
        ch.cha_money / (1 + ${monthsBack} * (ch.cha_num % 3)) AS cha_money,
        ${month.start.toISOString()}::timestamptz + (ch.cha_num % 27) * interval '1 day'
          + (ch.cha_num % 23) * interval '1 hour' AS cha_level_up_date
      FROM characters ch JOIN users u ON u.user_num = ch.user_num
      WHERE NOT ch.cha_deleted AND u.user_type < ${adminUserType} AND ch.cha_num % 5 <> ${monthsBack}
        AND ${sql.in("ch.user_num", owners)}`
    for (const list of boardLists) {
      const board = boards[list]
      yield* sql`
        INSERT INTO ranking_archives (season, board, rank, cha_num, cha_name, cha_school, cha_class, cha_level,
          score, cha_mmr, cha_pk_score, cha_pk_death, cha_money, cha_level_up_date)
        SELECT ${date}::date, ${board.archiveKey}, row_number() OVER (ORDER BY ${sql.literal(board.order)}),
          c.cha_num, c.cha_name, c.cha_school, c.cha_class, c.cha_level, ${sql.literal(board.score)},
          c.cha_mmr, c.cha_pk_score, c.cha_pk_death, c.cha_money, c.cha_level_up_date
        FROM (SELECT * FROM (${past}) c ORDER BY ${sql.literal(board.order)} LIMIT 100) c`
    }
  })

export const seedRankingArchives = Effect.fn("DemoSeed.rankingArchives")(function* (
  accounts: SeededAccounts,
) {
  const owners = [...accounts.background, ...(accounts.player === undefined ? [] : [accounts.player])]
  const timeZone = yield* GameTimeZone
  let month = yield* currentGameMonth
  for (let monthsBack = 1; monthsBack <= demoArchivedSeasons; monthsBack++) {
    month = previousSeason(month, timeZone)
    yield* archiveSeason(month, monthsBack, owners)
  }
})
