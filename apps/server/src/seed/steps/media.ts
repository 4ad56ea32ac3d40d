import { Effect, Schema } from "effect"
import { SqlClient } from "effect/sql"
import { decodeRows } from "../../database/rows.ts"
import { mediaUrl } from "../../media/catalog.ts"
import { insertNew, type SeedClock } from "../context.ts"
import {
  type DemoMedia,
  demoGallery,
  demoMovies,
  demoWallpapers,
  galleryPictureSize,
  posterSize,
  thumbnailSize,
  wallpaperSizes,
} from "../media.ts"
import { demoSocialLinks } from "../socials.ts"

interface FileRow {
  readonly label: string
  readonly url: string
  readonly width: number
  readonly height: number
}

const thumbnailOf = (media: DemoMedia) =>
  media.kind === "movie"
    ? mediaUrl.poster(media.vista, posterSize.width, posterSize.height)
    : mediaUrl[media.kind](media.vista, thumbnailSize.width, thumbnailSize.height)

const filesOf = (media: DemoMedia): ReadonlyArray<FileRow> => {
  switch (media.kind) {
    case "gallery":
      return [
        {
          label: "Full picture",
          url: mediaUrl.gallery(media.vista, galleryPictureSize.width, galleryPictureSize.height),
          ...galleryPictureSize,
        },
      ]
    case "wallpaper":
      return wallpaperSizes.map(({ label, width, height }) => ({
        label,
        url: mediaUrl.wallpaper(media.vista, width, height),
        width,
        height,
      }))
    case "movie":
      return []
  }
}

/**
 * The media pages and the Socials page. Entries get their ids from the database, so the seed
 * writes each entry and then its files; it runs inside the seed's once-only transaction.
 */
export const seedMedia = Effect.fn("DemoSeed.media")(function* (clock: SeedClock) {
  const sql = yield* SqlClient.SqlClient
  for (const media of [...demoGallery, ...demoWallpapers, ...demoMovies]) {
    const createdAt = clock.hoursAgo(media.hoursAgo)
    const [entry] = yield* decodeRows(
      Schema.Struct({ id: Schema.Int }),
      sql`
      INSERT INTO media_entries ${sql.insert({
        kind: media.kind,
        title: media.title,
        description: media.description,
        img_url: thumbnailOf(media),
        created_at: createdAt,
        updated_at: createdAt,
      })} RETURNING id`,
    )
    if (entry === undefined) continue
    yield* insertNew(
      "media_files",
      filesOf(media).map((file, position) => ({ entry_id: entry.id, position, ...file })),
    )
  }
  yield* insertNew(
    "social_links",
    demoSocialLinks.map((link, position) => ({ ...link, position })),
  )
})
