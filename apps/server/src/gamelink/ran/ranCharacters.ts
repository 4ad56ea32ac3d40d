import { Array as Arr, Effect, Layer, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { GameCharacters } from "../GameCharacters.ts"
import { GameCount, GameNumber, GameText } from "../gameRows.ts"
import { LinkedGame } from "./LinkedGame.ts"

/** The accounts that are not players (`staffAccounts`). */
const StaffRow = Schema.Struct({ usernum: GameNumber, usertype: GameNumber })

/** A character as `charactersPage` reads it from ChaInfo (money as a whole number, MMR 0 where the fork keeps none). */
const CharacterRow = Schema.Struct({
  chanum: GameNumber,
  usernum: GameNumber,
  chaname: GameText,
  chaschool: GameCount,
  chaclass: GameCount,
  chalevel: GameCount,
  chammr: GameCount,
  chapkscore: GameCount,
  chapkdeath: GameCount,
  chamoney: GameCount,
  chadeleted: GameCount,
})

/** How many characters one read of ChaInfo takes. */
const characterPage = 2000

/** RanGame1's ChaInfo, copied page by page into the portal's `game_characters` snapshot. */
export const ranCharacters = Layer.effect(
  GameCharacters,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { databases, statements, read, now } = yield* LinkedGame

    const refreshCharacters = Effect.gen(function* () {
      const at = yield* now
      // Staff are the few accounts that are not players (UserType 1): read once, looked up per row.
      const staff = new Map(
        (yield* read(databases.user, statements.staffAccounts, {}, StaffRow)).map((row) => [
          row.usernum,
          row.usertype,
        ]),
      )
      let seen = 0
      const present: Array<number> = []
      for (let offset = 0; ; offset += characterPage) {
        const rows = yield* read(
          databases.game,
          statements.charactersPage,
          { offset, count: characterPage },
          CharacterRow,
        )
        seen += rows.length
        for (const row of rows) present.push(row.chanum)
        const snapshot = rows.map(
          (row): Record<string, unknown> => ({
            cha_num: row.chanum,
            game_user_num: row.usernum,
            user_type: staff.get(row.usernum) ?? 1,
            cha_name: row.chaname,
            cha_school: row.chaschool,
            cha_class: row.chaclass,
            cha_level: row.chalevel,
            cha_mmr: row.chammr,
            cha_pk_score: row.chapkscore,
            cha_pk_death: row.chapkdeath,
            cha_money: String(row.chamoney),
            cha_level_up_date: at,
            cha_deleted: row.chadeleted === 1,
            seen_at: at,
          }),
        )
        if (!Arr.isReadonlyArrayNonEmpty(snapshot)) break
        // The level-up time only moves when the level does: it is when the snapshot first saw it.
        yield* Effect.orDie(sql`
          INSERT INTO game_characters ${sql.insert(snapshot)}
          ON CONFLICT (cha_num) DO UPDATE SET
            game_user_num = EXCLUDED.game_user_num, user_type = EXCLUDED.user_type, cha_name = EXCLUDED.cha_name,
            cha_school = EXCLUDED.cha_school, cha_class = EXCLUDED.cha_class, cha_mmr = EXCLUDED.cha_mmr,
            cha_pk_score = EXCLUDED.cha_pk_score, cha_pk_death = EXCLUDED.cha_pk_death,
            cha_money = EXCLUDED.cha_money, cha_deleted = EXCLUDED.cha_deleted, seen_at = EXCLUDED.seen_at,
            cha_level_up_date = CASE WHEN game_characters.cha_level = EXCLUDED.cha_level
              THEN game_characters.cha_level_up_date ELSE EXCLUDED.cha_level_up_date END,
            cha_level = EXCLUDED.cha_level`)
        if (rows.length < characterPage) break
      }
      // Gone from ChaInfo altogether: deleted as far as the portal is concerned.
      yield* Effect.orDie(sql`UPDATE game_characters SET cha_deleted = true
        WHERE NOT cha_deleted
          AND cha_num NOT IN (SELECT value::integer FROM jsonb_array_elements_text(${JSON.stringify(present)}::jsonb))`)
      return seen
    }).pipe(Effect.withSpan("GameCharacters.refreshCharacters"))

    return GameCharacters.of({ refreshCharacters })
  }),
)
