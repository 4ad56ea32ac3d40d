import { statements } from "./statements.ts"

/**
 * The portal's snapshot of the game's characters (RanGame1.dbo.ChaInfo with the owner's
 * RanUser.dbo.UserInfo.UserType), refreshed by the game link. Rankings, the home widget and My
 * Account read it beside the portal's own characters table. The game records no level-up time, so
 * `cha_level_up_date` is when the snapshot first saw the character at its current level: that is
 * what puts a character into a ranking season (docs/game-link.md).
 */
export default statements(
  `CREATE TABLE game_characters (
    cha_num integer PRIMARY KEY,
    game_user_num integer NOT NULL,
    user_type integer NOT NULL DEFAULT 1,
    cha_name varchar(33) NOT NULL,
    cha_school smallint NOT NULL,
    cha_class integer NOT NULL,
    cha_level integer NOT NULL,
    cha_mmr integer NOT NULL DEFAULT 0,
    cha_pk_score integer NOT NULL DEFAULT 0,
    cha_pk_death integer NOT NULL DEFAULT 0,
    cha_money bigint NOT NULL DEFAULT 0,
    cha_level_up_date timestamptz NOT NULL,
    cha_deleted boolean NOT NULL DEFAULT false,
    seen_at timestamptz NOT NULL
  )`,
  `CREATE INDEX game_characters_owner ON game_characters (game_user_num)`,
)
