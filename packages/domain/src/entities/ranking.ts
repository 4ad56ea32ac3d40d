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
