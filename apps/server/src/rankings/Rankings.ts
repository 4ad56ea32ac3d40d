import { adminUserType, RankingRow, RankingsResponse, rankingListSize } from "@gatehouse/domain"
import { Context, Effect, Layer } from "effect"
import { SqlClient, type Statement } from "effect/sql"

interface CharacterRow {
  readonly cha_num: number
  readonly cha_name: string
  readonly cha_level: number
  readonly cha_class: number
  readonly cha_school: number
  readonly cha_pk_score: number
  readonly cha_pk_death: number
  readonly cha_mmr: number
  readonly cha_money: bigint | number
  readonly cha_level_up_date: Date | null
}

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
    ChaLevelUpDate: row.cha_level_up_date?.toISOString() ?? null,
  })

/** The top characters of each ranking tab; deleted characters and staff characters never rank. */
export class Rankings extends Context.Service<Rankings, { readonly top: Effect.Effect<RankingsResponse> }>()(
  "gatehouse/server/Rankings",
) {
  static readonly layer = Layer.effect(
    Rankings,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient

      // Ties go to whoever got there first, then to the older character, so the order is stable.
      const board = (order: Statement.Fragment) =>
        sql<CharacterRow>`
          SELECT c.cha_num, c.cha_name, c.cha_level, c.cha_class, c.cha_school, c.cha_pk_score,
                 c.cha_pk_death, c.cha_mmr, c.cha_money, c.cha_level_up_date
          FROM characters c JOIN users u ON u.user_num = c.user_num
          WHERE NOT c.cha_deleted AND u.user_type < ${adminUserType}
          ORDER BY ${order}, c.cha_level_up_date ASC NULLS LAST, c.cha_num ASC
          LIMIT ${rankingListSize}`.pipe(Effect.map((rows) => rows.map(toRankingRow)))

      const top = Effect.all(
        {
          topmmr: board(sql`c.cha_mmr DESC`),
          toppk: board(sql`c.cha_pk_score DESC, c.cha_pk_death ASC`),
          toplevel: board(sql`c.cha_level DESC`),
          topmoney: board(sql`c.cha_money DESC`),
        },
        // One connection is all the embedded database has; queue rather than fan out.
        { concurrency: 1 },
      ).pipe(
        // The home widget's side list is the level board; its school filter works on the same rows.
        Effect.map((boards) => new RankingsResponse({ ...boards, toplevelside: boards.toplevel })),
        Effect.orDie,
        Effect.withSpan("Rankings.top"),
      )

      return Rankings.of({ top })
    }),
  )
}
