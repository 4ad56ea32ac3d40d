import { Schema } from "effect"

/** Spec §3 News item. `type` is the news category: 1 guides, 2 events (0 means "all" in paths). */
export class NewsItem extends Schema.Class<NewsItem>("NewsItem")({
  id: Schema.Number,
  subject: Schema.String,
  content: Schema.String,
  type: Schema.Number,
  created_at: Schema.NullOr(Schema.String),
  author: Schema.String,
  img_thumbnail: Schema.NullOr(Schema.String),
  IsShowThumbnail: Schema.Number,
}) {}

/** Spec §3 Download item. */
export class DownloadItem extends Schema.Class<DownloadItem>("DownloadItem")({
  seq: Schema.Number,
  link_name: Schema.String,
  link_address: Schema.String,
  link_type: Schema.NullOr(Schema.String),
  link_description: Schema.NullOr(Schema.String),
  link_date: Schema.NullOr(Schema.String),
  link_icon: Schema.NullOr(Schema.String),
}) {}

/** Spec §3 Site banner: img_url may be missing, then a sample image is shown. */
export class SiteBanner extends Schema.Class<SiteBanner>("SiteBanner")({
  id: Schema.Number,
  img_url: Schema.NullOr(Schema.String),
}) {}

/** Spec §3 Ranking row. ChaLevelUpDate is shown as Time Logged (or as kills on the killer tab). */
export class RankingRow extends Schema.Class<RankingRow>("RankingRow")({
  ChaNum: Schema.Number,
  ChaName: Schema.String,
  ChaLevel: Schema.Number,
  ChaClass: Schema.Number,
  ChaSchool: Schema.Number,
  ChaPKScore: Schema.Number,
  ChaPKDeath: Schema.Number,
  ChaMMR: Schema.Number,
  ChaMoney: Schema.Number,
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
