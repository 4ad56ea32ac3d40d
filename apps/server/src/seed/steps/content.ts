import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import { sanitizeNewsHtml } from "../../content/sanitizeHtml.ts"
import { mediaUrl } from "../../media/catalog.ts"
import { demoBanners } from "../banners.ts"
import { insertNew, type SeedClock } from "../context.ts"
import { demoDownloads } from "../downloads.ts"
import { demoNews } from "../news.ts"

export const seedContent = Effect.fn("DemoSeed.content")(function* (clock: SeedClock) {
  const sql = yield* SqlClient.SqlClient
  yield* insertNew(
    "news",
    demoNews.map((news) => ({
      id: news.id,
      type: news.type,
      subject: news.subject,
      content: sanitizeNewsHtml(news.html),
      author: news.author,
      img_thumbnail: news.thumbnail === null ? null : mediaUrl.thumbnail(news.thumbnail),
      show_thumbnail: news.thumbnail !== null,
      created_at: clock.hoursAgo(news.hoursAgo),
      updated_at: clock.hoursAgo(news.hoursAgo),
    })),
  )
  // The ids above were given explicitly; the next news item written by staff must follow them.
  yield* sql`SELECT setval(pg_get_serial_sequence('news', 'id'), (SELECT max(id) FROM news))`

  yield* insertNew(
    "downloads",
    demoDownloads.map((download, index) => ({
      link_name: download.name,
      link_address: download.address,
      link_type: download.type,
      link_description: download.description,
      link_date: clock.hoursAgo(24 * 14),
      link_icon: mediaUrl.download(download.icon),
      sort_order: index,
    })),
  )

  yield* insertNew(
    "site_banners",
    demoBanners.map((banner, index) => ({
      img_url: mediaUrl.banner(banner.motif),
      title: banner.title,
      link_url: banner.link,
      sort_order: index,
    })),
  )
})
