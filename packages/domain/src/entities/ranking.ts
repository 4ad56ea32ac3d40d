// Apart from the other content entities (content.ts): the home page's ranking widget reads these.
import { Schema } from "effect"

/** Spec §3 Ranking row. ChaLevelUpDate is shown as Time Logged (or as kills on the killer tab). */
export class RankingRow extends Schema.Class<RankingRow>("RankingRow")({
  ChaNum: Schema.Finite,
  ChaName: Schema.String,
  ChaLevel: Schema.Finite,
  ChaClass: Schema.Finite,
  ChaSchool: Schema.Finite,
  ChaPKScore: Schema.Finite,
  ChaPKDeath: Schema.Finite,
  ChaMMR: Schema.Finite,
  ChaMoney: Schema.Finite,
  ChaLevelUpDate: Schema.NullOr(Schema.String),
}) {}

/** Spec §3 Rankings response: one list per ranking tab (toplevelside feeds the home widget). */
export class RankingsResponse extends Schema.Class<RankingsResponse>("RankingsResponse")({
  topmmr: Schema.Array(RankingRow),
  toppk: Schema.Array(RankingRow),
  toplevel: Schema.Array(RankingRow),
  topmoney: Schema.Array(RankingRow),
  toplevelside: Schema.Array(RankingRow),
}) {}

/** A place on a ranking list (1 is the best), or null where the character does not rank. */
const Place = Schema.NullOr(Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)))

/**
 * One of a player's own characters and its place on each list of a season. This month's places
 * count every character that played in it, so they go past the top 100; a past month's come from
 * its archive, which keeps only the top 100. Null: the character did not rank.
 */
export class CharacterPlaces extends Schema.Class<CharacterPlaces>("CharacterPlaces")({
  ChaNum: Schema.Finite,
  ChaName: Schema.String,
  ChaLevel: Schema.Finite,
  ChaClass: Schema.Finite,
  ChaSchool: Schema.Finite,
  places: Schema.Struct({ topmmr: Place, toppk: Place, toplevel: Place, topmoney: Place }),
}) {}

/** The signed-in player's characters with their places, best level first. */
export class MyRankingsResponse extends Schema.Class<MyRankingsResponse>("MyRankingsResponse")({
  characters: Schema.Array(CharacterPlaces),
}) {}
