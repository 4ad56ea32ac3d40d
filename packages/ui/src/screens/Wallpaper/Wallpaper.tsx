import type { MediaEntry } from "@gatehouse/domain"
import type { Loadable } from "../loadable.ts"
import * as media from "../MediaPage/MediaPage.css.ts"
import { MediaPage } from "../MediaPage/MediaPage.tsx"
import * as styles from "./Wallpaper.css.ts"
import { wallpaperTexts } from "./wallpaperTexts.ts"

export interface WallpaperProps {
  /** The wallpapers to download: loading, failed, or loaded (possibly none). */
  readonly wallpapers: Loadable<MediaEntry>
  /** Called when the player asks to load the wallpapers again after a failed load. */
  readonly onRetry?: () => void
}

const WallpaperCard = ({ entry }: { readonly entry: MediaEntry }) => (
  <article className={media.card}>
    <span className={media.frame}>
      <img className={media.picture} src={entry.img_url} alt={entry.description} loading="lazy" />
    </span>
    <h2 className={media.cardTitle}>{entry.title}</h2>
    <ul className={styles.sizes} aria-label={`${wallpaperTexts.sizes}: ${entry.title}`}>
      {entry.files.map((file) => (
        <li key={file.url}>
          <a
            className={styles.sizeLink}
            href={file.url}
            download
            aria-label={wallpaperTexts.download(entry.title, file)}
          >
            {wallpaperTexts.resolution(file)}
          </a>
        </li>
      ))}
    </ul>
  </article>
)

/** The Wallpaper page: a card per wallpaper with one download link per size. */
export const Wallpaper = ({ wallpapers, onRetry }: WallpaperProps) => (
  <MediaPage
    heading={wallpaperTexts.heading}
    intro={wallpaperTexts.intro}
    entries={wallpapers}
    texts={wallpaperTexts}
    onRetry={onRetry}
  >
    {(entries) => (
      <ul className={media.grid}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <WallpaperCard entry={entry} />
          </li>
        ))}
      </ul>
    )}
  </MediaPage>
)
