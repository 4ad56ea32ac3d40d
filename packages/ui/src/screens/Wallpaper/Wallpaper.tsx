import type { MediaEntry } from "@gatehouse/domain"
import { MediaGrid } from "../../components/MediaGrid/MediaGrid.tsx"
import { MediaPicture } from "../../components/MediaGrid/MediaPicture.tsx"
import { MediaTile } from "../../components/MediaGrid/MediaTile.tsx"
import type { Loadable } from "../loadable.ts"
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
  <MediaTile title={entry.title} picture={<MediaPicture src={entry.img_url} alt={entry.description} />}>
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
  </MediaTile>
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
      <MediaGrid items={entries} itemKey={(entry) => entry.id}>
        {(entry) => <WallpaperCard entry={entry} />}
      </MediaGrid>
    )}
  </MediaPage>
)
