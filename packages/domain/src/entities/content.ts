import { Schema } from "effect"

/** Spec §3 News item. `type` is the news category: 1 guides, 2 events (0 means "all" in paths). */
export class NewsItem extends Schema.Class<NewsItem>("NewsItem")({
  id: Schema.Finite,
  subject: Schema.String,
  content: Schema.String,
  type: Schema.Finite,
  created_at: Schema.NullOr(Schema.String),
  author: Schema.String,
  img_thumbnail: Schema.NullOr(Schema.String),
  IsShowThumbnail: Schema.Finite,
}) {}

/** Spec §3 Download item. */
export class DownloadItem extends Schema.Class<DownloadItem>("DownloadItem")({
  seq: Schema.Finite,
  link_name: Schema.String,
  link_address: Schema.String,
  link_type: Schema.NullOr(Schema.String),
  link_description: Schema.NullOr(Schema.String),
  link_date: Schema.NullOr(Schema.String),
  link_icon: Schema.NullOr(Schema.String),
}) {}

/** The media pages: Gallery (screenshots and artwork), Wallpaper, Movies. */
export const mediaKinds = ["gallery", "wallpaper", "movie"] as const
export type MediaKind = (typeof mediaKinds)[number]

/**
 * One file behind a media entry: the full picture of a gallery entry, one resolution of a wallpaper,
 * the video of a movie. `width` and `height` are in pixels when known.
 */
export class MediaFile extends Schema.Class<MediaFile>("MediaFile")({
  label: Schema.String,
  url: Schema.String,
  width: Schema.NullOr(Schema.Finite),
  height: Schema.NullOr(Schema.Finite),
}) {}

/**
 * An entry of a media page. `img_url` is its thumbnail (or a movie's poster) and `description` its
 * text alternative; `files` may be empty (a movie still to be published).
 */
export class MediaEntry extends Schema.Class<MediaEntry>("MediaEntry")({
  id: Schema.Finite,
  kind: Schema.Literals(mediaKinds),
  title: Schema.String,
  description: Schema.String,
  img_url: Schema.String,
  files: Schema.Array(MediaFile),
  created_at: Schema.NullOr(Schema.String),
}) {}

/** A community page of the server (Socials page): `network` picks its drawn icon, e.g. discord. */
export class SocialLink extends Schema.Class<SocialLink>("SocialLink")({
  id: Schema.Finite,
  network: Schema.String,
  name: Schema.String,
  description: Schema.String,
  url: Schema.String,
}) {}
