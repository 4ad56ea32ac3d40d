import { statements } from "./statements.ts"

/**
 * Monthly ranking seasons (Manila calendar months). The running season is read live from
 * `characters`; a finished season is closed once, by snapshotting its four boards into
 * `ranking_archives`, and recorded in `ranking_seasons` so closing never happens twice, even with
 * several server instances. The archive keeps every field a ranking row shows.
 *
 * The board indexes match the boards' ORDER BY exactly and skip deleted characters, so the top 100
 * is read by walking an index from its start rather than by sorting every character; the activity
 * index serves the other plan, when few characters have played this season yet.
 */
export default statements(
  `CREATE TABLE ranking_seasons (
    season date PRIMARY KEY CHECK (extract(day FROM season) = 1),
    closed_at timestamptz NOT NULL DEFAULT now()
  )`,
  `INSERT INTO ranking_seasons (season)
    SELECT DISTINCT date_trunc('month', season)::date FROM ranking_archives ON CONFLICT DO NOTHING`,
  `ALTER TABLE ranking_archives
    ADD COLUMN cha_mmr integer NOT NULL DEFAULT 0,
    ADD COLUMN cha_pk_score integer NOT NULL DEFAULT 0,
    ADD COLUMN cha_pk_death integer NOT NULL DEFAULT 0,
    ADD COLUMN cha_money bigint NOT NULL DEFAULT 0,
    ADD COLUMN cha_level_up_date timestamptz,
    ADD CONSTRAINT ranking_archives_season_fkey FOREIGN KEY (season) REFERENCES ranking_seasons ON DELETE CASCADE`,

  `CREATE INDEX characters_board_level ON characters (cha_level DESC, cha_level_up_date, cha_num)
    WHERE NOT cha_deleted`,
  `CREATE INDEX characters_board_mmr ON characters (cha_mmr DESC, cha_level_up_date, cha_num)
    WHERE NOT cha_deleted`,
  `CREATE INDEX characters_board_pk ON characters (cha_pk_score DESC, cha_pk_death, cha_level_up_date, cha_num)
    WHERE NOT cha_deleted`,
  `CREATE INDEX characters_board_money ON characters (cha_money DESC, cha_level_up_date, cha_num)
    WHERE NOT cha_deleted`,
  `CREATE INDEX characters_active ON characters (cha_level_up_date) WHERE NOT cha_deleted`,
)
